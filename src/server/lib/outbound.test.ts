import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundClient, isPublicAddress, OUTBOUND_MESSAGES, OutboundError, parseAllowHosts, type Resolver } from './outbound';

// A real server on loopback; the outside world is played by an injected resolver, never real DNS.
let server: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/hola') return response.writeHead(200, { 'content-type': 'text/plain' }).end('hola');
    if (url.pathname === '/to') return response.writeHead(302, { location: url.searchParams.get('u') ?? '/' }).end();
    if (url.pathname === '/loop') return response.writeHead(302, { location: '/loop' }).end();
    if (url.pathname === '/big') return response.writeHead(200).end(Buffer.alloc(64 * 1024, 97));
    if (url.pathname === '/slow') return void setTimeout(() => response.end('tarde'), 2_000);
    if (url.pathname === '/echo') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => response.writeHead(201).end(`${request.method} ${body}`));
      return;
    }
    response.writeHead(404).end();
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** public.example and the rest resolve as the map says. */
const resolver =
  (names: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const addresses = names[hostname];
    if (!addresses) throw new Error('ENOTFOUND');
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const names = { 'public.example': ['127.0.0.1'], 'sneaky.example': ['127.0.0.1'], 'mixed.example': ['93.184.215.14', '10.1.2.3'] };
// public.example stands for a public site: the operator allows it by name, as OUTBOUND_ALLOW_HOSTS would.
const client = createOutboundClient({ allowHosts: ['public.example'], resolver: resolver(names) });

async function refusal(url: string, outbound = client): Promise<OutboundError> {
  const before = connections;
  const error = await outbound.fetch(url).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(OutboundError);
  expect(connections).toBe(before);
  return error as OutboundError;
}

describe('the guarded outbound client', () => {
  it('fetches an allowed address and answers its status, headers and body', async () => {
    const answer = await client.fetch(`http://public.example:${port}/hola`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('hola');
    expect(answer.headers['content-type']).toBe('text/plain');
  });

  it('sends a method and a body, and does not follow redirects of a POST', async () => {
    const answer = await client.fetch(`http://public.example:${port}/echo`, { method: 'POST', body: 'x=1', headers: { 'content-type': 'text/plain' } });
    expect(answer.body.toString()).toBe('POST x=1');
  });

  it.each([
    ['http://127.0.0.1/', OUTBOUND_MESSAGES.privateAddress],
    ['http://[::1]/', OUTBOUND_MESSAGES.privateAddress],
    ['http://10.0.0.1/', OUTBOUND_MESSAGES.privateAddress],
    ['http://192.168.1.1/', OUTBOUND_MESSAGES.privateAddress],
    ['http://169.254.169.254/latest/meta-data/', OUTBOUND_MESSAGES.privateAddress],
    ['http://[::ffff:127.0.0.1]/', OUTBOUND_MESSAGES.privateAddress],
    ['http://0.0.0.0/', OUTBOUND_MESSAGES.privateAddress],
    ['http://[fd00::1]/', OUTBOUND_MESSAGES.privateAddress],
    ['http://sneaky.example/', OUTBOUND_MESSAGES.privateAddress],
    ['http://mixed.example/', OUTBOUND_MESSAGES.privateAddress],
    ['file:///etc/passwd', OUTBOUND_MESSAGES.scheme],
    ['gopher://public.example/', OUTBOUND_MESSAGES.scheme],
    ['data:text/plain,hola', OUTBOUND_MESSAGES.scheme],
    ['http://user:secret@public.example/', OUTBOUND_MESSAGES.badUrl],
    ['no es una dirección', OUTBOUND_MESSAGES.badUrl],
  ])('refuses %s before any connection', async (url, message) => {
    const error = await refusal(url);
    expect(error.message).toBe(message);
  });

  it('refuses a redirect from an allowed address to a private one or to a name that resolves to one', async () => {
    for (const target of ['http://127.0.0.1/hola', `http://sneaky.example:${port}/hola`, 'http://169.254.169.254/']) {
      const before = connections;
      const error = await client.fetch(`http://public.example:${port}/to?u=${encodeURIComponent(target)}`).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(OutboundError);
      expect((error as OutboundError).message).toBe(OUTBOUND_MESSAGES.privateAddress);
      // Only the first, allowed address was connected to.
      expect(connections).toBe(before + 1);
    }
  });

  it('follows at most the redirects it is given', async () => {
    await expect(client.fetch(`http://public.example:${port}/loop`, { maxRedirects: 3 })).rejects.toThrow(OUTBOUND_MESSAGES.tooManyRedirects(3));
    const followed = await client.fetch(`http://public.example:${port}/to?u=/hola`);
    expect(followed.body.toString()).toBe('hola');
    expect(followed.url).toBe(`http://public.example:${port}/hola`);
  });

  it('stops reading past its size and its time', async () => {
    await expect(client.fetch(`http://public.example:${port}/big`, { maxBytes: 1024 })).rejects.toThrow(OUTBOUND_MESSAGES.tooLarge(1024));
    await expect(client.fetch(`http://public.example:${port}/slow`, { timeoutMs: 200 })).rejects.toThrow(OUTBOUND_MESSAGES.timeout(200));
  });

  it('says so when a name has no DNS record', async () => {
    await expect(client.fetch('http://nadie.example/')).rejects.toThrow(OUTBOUND_MESSAGES.noDns);
  });

  it('lets the operator allow an address range', async () => {
    const intranet = createOutboundClient({ allowHosts: parseAllowHosts('127.0.0.0/8'), resolver: resolver(names) });
    expect((await intranet.fetch(`http://127.0.0.1:${port}/hola`)).status).toBe(200);
    expect((await intranet.fetch(`http://sneaky.example:${port}/hola`)).status).toBe(200);
    await refusal('http://10.0.0.1/', intranet);
  });

  it('reads OUTBOUND_ALLOW_HOSTS and refuses a bad range', () => {
    expect(parseAllowHosts(' Intranet.Example, 10.0.0.0/8 ,')).toEqual(['intranet.example', '10.0.0.0/8']);
    expect(parseAllowHosts(undefined)).toEqual([]);
    expect(() => parseAllowHosts('10.0.0.0/99')).toThrow(/OUTBOUND_ALLOW_HOSTS/);
  });

  it('classifies addresses', () => {
    expect(isPublicAddress('93.184.215.14')).toBe(true);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    for (const address of ['127.0.0.1', '10.0.0.1', '172.16.0.1', '192.168.0.1', '169.254.169.254', '100.64.0.1', '::1', 'fe80::1', 'fc00::1', '::ffff:10.0.0.1', '224.0.0.1', '255.255.255.255']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('OUTBOUND_RESOLVE (issue 39)', () => {
  it('pins a name, or every name under a parent, to an address and port, like curl --resolve', async () => {
    const pinned = createOutboundClient({ resolve: { 'tienda.test': `127.0.0.1:${port}`, '*.dominio.test': `127.0.0.1:${port}` }, resolver: resolver({}) });
    for (const url of ['http://tienda.test/hola', 'http://a.dominio.test/hola', `http://b.dominio.test:${port}/hola`]) {
      const answer = await pinned.fetch(url);
      expect(answer.status, url).toBe(200);
      expect(answer.body.toString(), url).toBe('hola');
    }
    // Only those names: others still resolve through DNS (none here) and private addresses stay refused.
    expect((await refusal('http://dominio.test/hola', pinned)).message).toBe(OUTBOUND_MESSAGES.noDns);
    expect((await refusal('http://otro.test/hola', pinned)).message).toBe(OUTBOUND_MESSAGES.noDns);
    expect((await refusal(`http://127.0.0.1:${port}/hola`, pinned)).message).toBe(OUTBOUND_MESSAGES.privateAddress);
  });
});
