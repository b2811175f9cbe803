import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowRequest } from '../test/slow-request';
import { createTestApp, type TestApp } from '../test/test-app';
import { TEST_JWT_SECRET } from '../test/tokens';

// The outside probe's low findings (issue 17) that are about the HTTP server itself: tokens
// without expiry, proxy trust, Node's own answers, slow clients, source maps.

/** Sends raw bytes on a new connection and answers everything the server sends until it closes. */
function rawExchange(origin: string, text: string, options: { trickle?: string; everyMs?: number } = {}): Promise<{ answer: string; ms: number }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(Number(port), hostname, () => {
      socket.write(text);
      if (options.trickle) {
        let index = 0;
        const timer = setInterval(() => {
          if (socket.destroyed || !socket.writable || index >= (options.trickle as string).length) return clearInterval(timer);
          socket.write((options.trickle as string)[index++] as string);
        }, options.everyMs ?? 1000);
        socket.once('close', () => clearInterval(timer));
      }
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve({ answer, ms: Date.now() - started }));
    socket.setTimeout(120_000, () => reject(new Error('the server kept the connection open')));
  });
}

const jsonOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

describe('access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a token signed with the right secret for a live session is refused without exp or iat', async () => {
    const user = await t.user();
    const claims = decodeJwt(user.token);
    expect((await t.request({ method: 'GET', url: '/api/pages', as: user })).statusCode).toBe(200);
    const { exp: _exp, iat: _iat, ...rest } = claims;
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const sign = (payload: Record<string, unknown>) => new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    for (const token of [await sign({ ...rest, iat: claims.iat }), await sign({ ...rest, exp: claims.exp }), await sign(rest)]) {
      const res = await t.request({ method: 'GET', url: '/api/pages', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Tu sesión no es válida o ha caducado. Vuelve a iniciar sesión.', code: 'invalid_token' });
    }
  });
});

describe('which peers may say who the client is (X-Forwarded-For)', () => {
  let t: TestApp;
  let anonKey: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { signup: { max: 3, timeWindowMs: 60_000 } } });
    anonKey = (await t.request({ method: 'GET', url: '/api/config' })).json<{ supabaseAnonKey: string }>().supabaseAnonKey;
  });
  afterAll(() => t.close());

  const signUp = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      remoteAddress,
      headers: { apikey: anonKey, 'x-forwarded-for': forwardedFor },
      payload: { email: `p-${Math.random().toString(36).slice(2)}@example.com`, password: 'clave-segura-1' },
    });

  it('a peer on a private network cannot pass the sign-up limit by rotating X-Forwarded-For', async () => {
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await signUp('10.1.2.3', `203.0.113.${n}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Nor a link-local one.
    const linkLocal = [];
    for (let n = 0; n < 4; n++) linkLocal.push((await signUp('169.254.1.1', `198.51.100.${n}`)).statusCode);
    expect(linkLocal).toEqual([200, 200, 200, 429]);
  });

  it('a proxy on this machine (loopback) is trusted by default: each client it names has its own budget', async () => {
    for (let n = 0; n < 5; n++) expect((await signUp('127.0.0.1', `192.0.2.${n}`)).statusCode).toBe(200);
  });

  it('a proxy on a private network is trusted once named (TRUST_PROXY)', async () => {
    const named = await createTestApp({ rateLimits: { signup: { max: 1, timeWindowMs: 60_000 } }, trustProxy: 'loopback,10.1.2.3' });
    try {
      const key = (await named.request({ method: 'GET', url: '/api/config' })).json<{ supabaseAnonKey: string }>().supabaseAnonKey;
      for (let n = 0; n < 3; n++) {
        const res = await named.app.inject({
          method: 'POST',
          url: '/auth/v1/signup',
          remoteAddress: '10.1.2.3',
          headers: { apikey: key, 'x-forwarded-for': `203.0.113.${n}` },
          payload: { email: `q-${n}-${Math.random().toString(36).slice(2)}@example.com`, password: 'clave-segura-1' },
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await named.close();
    }
  });
});

describe("Node's own refusals, in the API's Spanish shape", () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    origin = await t.listen();
  });
  afterAll(() => t.close());

  it.each([
    ['two different Content-Length headers', 'POST /api/pages HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nContent-Length: 9\r\n\r\n{"a":1}'],
    ['a Content-Length that is not a number', 'POST /api/pages HTTP/1.1\r\nHost: a\r\nContent-Length: cinco\r\n\r\n'],
    ['Content-Length with Transfer-Encoding', 'POST /api/pages HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['a broken request line', 'GARBAGE\r\n\r\n'],
  ])('%s: 400 {"error"} in Spanish', async (_name, request) => {
    const { answer } = await rawExchange(origin, request);
    expect(statusOf(answer)).toBe(400);
    expect(answer).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(jsonOf(answer)).toEqual({ error: 'La petición HTTP está mal formada.', code: 'malformed_request' });
  });

  it('headers too large: 431 in Spanish', async () => {
    const { answer } = await rawExchange(origin, `GET /api/health HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(statusOf(answer)).toBe(431);
    expect(jsonOf(answer)).toEqual({ error: 'Las cabeceras de la petición son demasiado grandes.', code: 'headers_too_large' });
  });
});

describe('slow clients', () => {
  it("the probe's sign-up sending one byte every 5 s is cut off within half a minute (default timeouts)", async () => {
    const t = await createTestApp();
    try {
      const origin = await t.listen();
      const anonKey = (await t.request({ method: 'GET', url: '/api/config' })).json<{ supabaseAnonKey: string }>().supabaseAnonKey;
      const body = JSON.stringify({ email: 'lento@example.com', password: 'clave-segura-1' });
      const { answer, ms } = await rawExchange(
        origin,
        `POST /auth/v1/signup HTTP/1.1\r\nHost: a\r\nApikey: ${anonKey}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        { trickle: body, everyMs: 5000 },
      );
      expect(ms).toBeLessThan(30_000);
      expect(statusOf(answer)).toBe(408);
      expect(jsonOf(answer)).toEqual({ error: 'La petición llegaba demasiado despacio y se ha cortado. Inténtalo de nuevo con una conexión más estable.', code: 'slow_body' });
    } finally {
      await t.close();
    }
  }, 60_000);

  describe('with short timeouts', () => {
    let t: TestApp;
    let origin: string;
    beforeAll(async () => {
      t = await createTestApp({ timeouts: { headersMs: 2000, bodyWindowMs: 3000, checkEveryMs: 500, minBodyBytes: 1000 } });
      origin = await t.listen();
    });
    afterAll(() => t.close());

    it('a body that keeps coming at a phone’s pace is received whole', async () => {
      const user = await t.user();
      const body = JSON.stringify({ title: `Lenta pero constante ${'x'.repeat(150)}` });
      const slow = slowRequest(origin, {
        method: 'POST',
        path: '/api/pages',
        headers: { authorization: user.headers.authorization, 'content-type': 'application/json' },
        declaredLength: Buffer.byteLength(body),
      });
      // 1,000 bytes every 3 s is the floor here; 100 bytes every 200 ms is well above it.
      for (let offset = 0; offset < body.length; offset += 100) {
        slow.write(body.slice(offset, offset + 100));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      slow.end();
      expect((await slow.response).status).toBe(201);
    });

    it('a body sending a byte a second is cut with 408', async () => {
      const body = JSON.stringify({ title: 'x'.repeat(100) });
      const { answer, ms } = await rawExchange(origin, `POST /api/pages HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`, { trickle: body, everyMs: 1000 });
      expect(statusOf(answer)).toBe(408);
      expect(ms).toBeLessThan(6000);
    });

    it('headers sent a byte a second are cut with 408 in Spanish', async () => {
      const { answer, ms } = await rawExchange(origin, 'GET /api/health HTTP/1.1\r\n', { trickle: 'Host: a\r\nX-Lento: 1234567890\r\n\r\n', everyMs: 1000 });
      expect(statusOf(answer)).toBe(408);
      expect(jsonOf(answer)).toEqual({ error: 'La petición tardó demasiado en llegar. Inténtalo de nuevo con una conexión más estable.', code: 'request_timeout' });
      expect(ms).toBeLessThan(6000);
    });
  });
});

describe('source maps', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'linkhub-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>LinkHub</title>');
    writeFileSync(path.join(clientDir, 'assets', 'app-abc.js'), 'console.log(1);');
    writeFileSync(path.join(clientDir, 'assets', 'app-abc.js.map'), '{"version":3,"sourcesContent":["secreto"]}');
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves the bundles but not their source maps', async () => {
    expect((await t.request({ method: 'GET', url: '/assets/app-abc.js' })).statusCode).toBe(200);
    const map = await t.request({ method: 'GET', url: '/assets/app-abc.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secreto');
  });
});
