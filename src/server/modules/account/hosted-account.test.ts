import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedVerifier } from '../../auth/token-verifier';
import { MESSAGES } from '../../errors';
import { startJwksServer, type JwksServer } from '../../test/jwks-server';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A hosted project's token and logout endpoints: one account, 'clave-correcta'. */
async function startProject() {
  const calls: string[] = [];
  const body = (request: IncomingMessage) =>
    new Promise<Record<string, string>>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(JSON.parse(text || '{}') as Record<string, string>));
    });
  const server = createServer((request, response) => {
    void (async () => {
      calls.push(`${request.method} ${request.url} ${request.headers.apikey}`);
      if (request.url === '/auth/v1/token?grant_type=password') {
        const { password } = await body(request);
        if (password !== 'clave-correcta') return response.writeHead(400, { 'content-type': 'application/json' }).end('{"code":"invalid_credentials"}');
        return response.writeHead(200, { 'content-type': 'application/json' }).end('{"access_token":"sesion-de-comprobacion"}');
      }
      if (request.url === '/auth/v1/logout?scope=local') return response.writeHead(204).end();
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('accounts with a hosted Supabase project', () => {
  let jwks: JwksServer;
  let project: Awaited<ReturnType<typeof startProject>>;
  let t: TestApp;
  beforeAll(async () => {
    jwks = await startJwksServer();
    project = await startProject();
    t = await createTestApp({
      adminEmails: ['jefa@example.com'],
      hosted: { options: { supabaseUrl: project.url, anonKey: 'clave-anon' }, verifier: hostedVerifier({ jwksUrl: jwks.jwksUrl }) },
    });
  });
  afterAll(async () => {
    await t.close();
    await project.close();
    await jwks.close();
  });

  const tokenFor = async (id: string, email: string) =>
    `Bearer ${await jwks.sign({ sub: id, email, aud: 'authenticated', role: 'authenticated', session_id: randomUUID() })}`;

  it("deletes the user's pages here after the project confirms the password; the project's account stays", async () => {
    const id = randomUUID();
    const authorization = await tokenFor(id, 'ana@example.com');
    const created = await t.request({ method: 'POST', url: '/api/pages', headers: { authorization }, payload: { title: 'Alojada' } });
    expect(created.statusCode).toBe(201);
    const exported = await t.request({ method: 'GET', url: '/api/account/export', headers: { authorization } });
    expect(exported.json()).toMatchObject({ account: { id, email: 'ana@example.com' }, pages: [{ title: 'Alojada' }] });

    const wrong = await t.request({ method: 'DELETE', url: '/api/account', headers: { authorization }, payload: { password: 'otra' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: MESSAGES.wrongPassword, code: 'wrong_password' });
    const done = await t.request({ method: 'DELETE', url: '/api/account', headers: { authorization }, payload: { password: 'clave-correcta' } });
    expect(done.json()).toEqual({ pages: 1, files: 0 });
    expect((await t.request({ method: 'GET', url: '/api/pages', headers: { authorization } })).json()).toEqual([]);
    // The check's own session at the project was ended again.
    expect(project.calls).toContain('POST /auth/v1/logout?scope=local clave-anon');
  });

  it('admins (ADMIN_EMAILS, by the verified e-mail) are told the users live at the project', async () => {
    const admin = await tokenFor(randomUUID(), 'jefa@example.com');
    expect((await t.request({ method: 'GET', url: '/api/account', headers: { authorization: admin } })).json().isAdmin).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/admin/settings', headers: { authorization: admin } })).json()).toEqual({ signups: 'open', embeddedAuth: false, mailEnabled: true, requireMfa: false });
    const users = await t.request({ method: 'GET', url: '/api/admin/users', headers: { authorization: admin } });
    expect(users.statusCode).toBe(409);
    expect(users.json()).toEqual({ error: MESSAGES.hostedUsers, code: 'hosted_users' });
    const someone = await tokenFor(randomUUID(), 'otro@example.com');
    expect((await t.request({ method: 'GET', url: '/api/admin/settings', headers: { authorization: someone } })).statusCode).toBe(404);
  });

  it("a hosted account's personal API token works on /api and goes with its pages' deletion (decision 990)", async () => {
    const id = randomUUID();
    const authorization = await tokenFor(id, 'eva@example.com');
    const made = await t.request({ method: 'POST', url: '/api/account/tokens', headers: { authorization }, payload: { name: 'Script', scope: 'write' } });
    expect(made.statusCode, made.body).toBe(201);
    const bearer = { authorization: `Bearer ${made.json<{ token: string }>().token}` };
    expect((await t.request({ method: 'POST', url: '/api/pages', headers: bearer, payload: { title: 'Con token' } })).statusCode).toBe(201);
    expect((await t.request({ method: 'GET', url: '/api/pages', headers: bearer })).json<{ title: string }[]>().map((page) => page.title)).toEqual(['Con token']);
    expect((await t.request({ method: 'DELETE', url: '/api/account', headers: { authorization }, payload: { password: 'clave-correcta' } })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/pages', headers: bearer })).statusCode).toBe(401);
  });
});
