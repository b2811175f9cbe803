import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { followLink, fragmentOf } from '../test/auth-links';
import { createPage } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { fsObjectStore } from '../modules/storage/fs-object-store';
import { runAdminCommand } from './admin-command';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ publicView: true });
  baseUrl = await t.listen();
});
afterAll(() => t.close());

/** The command on the test's database (PGlite, or PostgreSQL with TEST_DATABASE_URL), as `npm run admin` runs it. */
const run = (args: string[], env: Record<string, string> = {}) =>
  runAdminCommand(args, { config: loadConfig({ PUBLIC_URL: baseUrl, ...env }), db: t.database.db, store: fsObjectStore(t.uploadsDir), changes: t.app.ctx.changes });

describe('npm run admin', () => {
  it('reset-link prints a one-time recovery link that works', async () => {
    const owner = await t.user();
    const result = await run(['reset-link', owner.email.toUpperCase()]);
    expect(result.code).toBe(0);
    const link = /https?:\/\/\S+/.exec(result.output[0] ?? '')?.[0] ?? '';
    expect(result.output[0]).toContain(`Enlace para que ${owner.email} elija una contraseña nueva`);
    expect(new URL(link).origin).toBe(baseUrl);
    const landing = await followLink(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${baseUrl}/reset-password`);
    expect(fragmentOf(landing).get('type')).toBe('recovery');
    expect(fragmentOf(await followLink(link)).get('error_code')).toBe('otp_expired');
  });

  it('reset-link without PUBLIC_URL uses localhost and says so', async () => {
    const owner = await t.user();
    const result = await run(['reset-link', owner.email], { PUBLIC_URL: '', PORT: '4141' });
    expect(result.output[0]).toContain('http://localhost:4141/auth/v1/verify?');
    expect(result.output[1]).toContain('PUBLIC_URL no está configurada');
  });

  it('disable ends the sessions and takes the pages down; enable brings them back', async () => {
    const owner = await t.user();
    const page = await createPage(t, owner, { title: 'Desde la consola' });
    const result = await run(['disable', owner.email]);
    expect(result.code).toBe(0);
    expect(result.output[0]).toBe(`Cuenta desactivada: ${owner.email}. No puede iniciar sesión, sus sesiones han terminado y sus páginas responden 404.`);
    const signIn = await t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: owner.email, password: owner.password } });
    expect(signIn.json()).toMatchObject({ code: 'user_banned' });
    expect((await t.request({ method: 'GET', url: `/api/pages/${page.slug}` })).statusCode).toBe(404);
    expect((await run(['enable', owner.email])).code).toBe(0);
    expect((await t.request({ method: 'GET', url: `/api/pages/${page.slug}` })).statusCode).toBe(200);
  });

  it('make-admin stores admin status in the database', async () => {
    const owner = await t.user();
    expect((await t.request({ method: 'GET', url: '/api/admin/users', as: owner })).statusCode).toBe(404);
    const result = await run(['make-admin', owner.email]);
    expect(result).toEqual({ code: 0, output: [`${owner.email} es ahora administrador: verá «Administración» (/admin) al iniciar sesión.`] });
    expect((await t.request({ method: 'GET', url: '/api/admin/users', as: owner })).statusCode).toBe(200);
  });

  it('explains itself on bad input, and exits 1', async () => {
    expect(await run([])).toMatchObject({ code: 1, output: [expect.stringContaining('Uso: npm run admin -- <orden> <correo>')] });
    expect(await run(['borrar-todo', 'a@b.es'])).toMatchObject({ code: 1 });
    expect(await run(['disable', 'no es un correo'])).toEqual({ code: 1, output: ['«no es un correo» no es un correo electrónico válido.'] });
    expect(await run(['disable', 'nadie@example.com'])).toEqual({ code: 1, output: ['No hay ninguna cuenta con el correo nadie@example.com.'] });
    expect(await run(['disable', 'nadie@example.com'], { SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'k' })).toMatchObject({ code: 1, output: [expect.stringContaining('Supabase alojado')] });
  });
});
