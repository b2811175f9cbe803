// @vitest-environment node
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, messageOf } from './api-client';

// A real HTTP server on loopback that records what it received and answers per path.
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
let received: Received[] = [];
let server: Server;
let baseUrl: string;

const routes: Record<string, (res: ServerResponse) => void> = {
  '/api/json': (res) => res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"id":7}'),
  '/api/empty': (res) => res.writeHead(204).end(),
  '/api/html': (res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>hola</p>'),
  '/api/error-json': (res) =>
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"Página no encontrada"}'),
  '/api/error-text': (res) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Algo falló'),
  '/api/error-empty': (res) => res.writeHead(503).end(),
  '/api/error-html': (res) => res.writeHead(502, { 'Content-Type': 'text/html' }).end('<html><body>Bad gateway</body></html>'),
  '/api/unauthorized': (res) =>
    res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"Debes iniciar sesión para hacer esto."}'),
  '/other/json': (res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}'),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
      (routes[req.url ?? ''] ?? ((r: ServerResponse) => r.writeHead(404).end()))(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = () => received.at(-1)!;
const client = (token: string | null = 'tok-123') => {
  received = [];
  return createApiClient({ baseUrl, getAccessToken: async () => token });
};

describe('API client (spec section 7)', () => {
  it('answers parsed JSON and sends credentials', async () => {
    const fetchSpy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    const api = createApiClient({ baseUrl, fetch: fetchSpy });
    await expect(api.request('GET', '/api/json')).resolves.toEqual({ id: 7 });
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('sends an object body as JSON with a JSON content type', async () => {
    await client().request('POST', '/api/json', { title: 'Nueva Página' });
    expect(last().method).toBe('POST');
    expect(last().headers['content-type']).toBe('application/json');
    expect(JSON.parse(last().body)).toEqual({ title: 'Nueva Página' });
  });

  it('sends a string body as it is with a JSON content type', async () => {
    await client().request('PATCH', '/api/json', '{"a":1}');
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().body).toBe('{"a":1}');
  });

  it('lets the browser set the multipart content type of form data', async () => {
    const form = new FormData();
    form.append('image', new Blob(['png-bytes'], { type: 'image/png' }), 'foto.png');
    await client().request('POST', '/api/json', form);
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('name="image"; filename="foto.png"');
  });

  it('sends no body and no content type without a payload', async () => {
    await client().request('DELETE', '/api/empty');
    expect(last().headers['content-type']).toBeUndefined();
    expect(last().body).toBe('');
  });

  it('carries the bearer token on /api paths only', async () => {
    const api = client('tok-abc');
    await api.request('GET', '/api/json');
    expect(last().headers.authorization).toBe('Bearer tok-abc');
    await api.request('GET', '/other/json');
    expect(last().headers.authorization).toBeUndefined();
  });

  it('goes without a token when signed out, or when reading the session fails (a warning)', async () => {
    await client(null).request('GET', '/api/json');
    expect(last().headers.authorization).toBeUndefined();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = createApiClient({ baseUrl, getAccessToken: () => Promise.reject(new Error('storage')) });
    await expect(failing.request('GET', '/api/json')).resolves.toEqual({ id: 7 });
    expect(last().headers.authorization).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('returns nothing for a 204 or a non-JSON answer', async () => {
    await expect(client().request('DELETE', '/api/empty')).resolves.toBeUndefined();
    await expect(client().request('GET', '/api/html')).resolves.toBeUndefined();
  });

  it("throws '{status}: {message}' with the body's error field", async () => {
    const error = await client().request('GET', '/api/error-json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: Página no encontrada');
    expect((error as ApiError).status).toBe(404);
    expect(messageOf(error, 'fallback')).toBe('Página no encontrada');
  });

  it('throws with the text body when there is no error field', async () => {
    await expect(client().request('GET', '/api/error-text')).rejects.toThrow('500: Algo falló');
  });

  it('throws with the status text when the body is empty or an HTML page', async () => {
    await expect(client().request('GET', '/api/error-empty')).rejects.toThrow('503: Service Unavailable');
    await expect(client().request('GET', '/api/error-html')).rejects.toThrow(/^502: Bad Gateway$/);
  });

  it('throws on 401 like any other error', async () => {
    await expect(client().request('GET', '/api/unauthorized')).rejects.toThrow(
      '401: Debes iniciar sesión para hacer esto.',
    );
  });

  it('reports a 401 to a request that carried a token (the session ended elsewhere), before throwing', async () => {
    const onUnauthorized = vi.fn();
    const signedIn = createApiClient({ baseUrl, getAccessToken: async () => 'tok-123', onUnauthorized });
    await expect(signedIn.request('GET', '/api/unauthorized')).rejects.toThrow('401');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(signedIn.request('GET', '/api/error-json')).rejects.toThrow('404');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // Signed out already: a 401 is expected, nothing ended.
    const signedOut = createApiClient({ baseUrl, getAccessToken: async () => null, onUnauthorized });
    await expect(signedOut.request('GET', '/api/unauthorized')).rejects.toThrow('401');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('messageOf', () => {
  it('prefers the server message, then the exception message, then the fallback', () => {
    expect(messageOf(new ApiError(400, 'Datos no válidos'), 'x')).toBe('Datos no válidos');
    expect(messageOf(new Error('Fallo de red'), 'x')).toBe('Fallo de red');
    expect(messageOf('??', 'Respaldo')).toBe('Respaldo');
  });
});

describe('query function (spec section 7)', () => {
  it('GETs the first query-key element as the path', async () => {
    const { getQueryFn } = await import('./query-client');
    const queryFn = getQueryFn<{ id: number }>({ on401: 'throw', client: client() });
    const context = { queryKey: ['/api/json', 'ignored'], signal: new AbortController().signal } as never;
    await expect(queryFn(context)).resolves.toEqual({ id: 7 });
    expect(last()).toMatchObject({ method: 'GET', url: '/api/json' });
  });

  it('on a 401 returns null or throws, as asked', async () => {
    const { getQueryFn } = await import('./query-client');
    const context = { queryKey: ['/api/unauthorized'], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: 'returnNull', client: client() })(context)).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw', client: client() })(context)).rejects.toThrow(/^401: /);
  });

  it('is never stale, never refetches by itself and never retries', async () => {
    const { createQueryClient } = await import('./query-client');
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: false,
    });
    expect(queries?.queryFn).toBeTypeOf('function');
  });
});
