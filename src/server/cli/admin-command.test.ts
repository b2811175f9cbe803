import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, pages } from '../db/schema';
import { loadConfig } from '../config';
import { followLink, fragmentOf } from '../test/auth-links';
import { createItem, createPage, listItems } from '../test/factories';
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

  it('restore: an account export into an account it creates, reporting what it made; twice is once', async () => {
    const owner = await t.user();
    const page = await createPage(t, owner, { title: 'Mi tienda' });
    await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, as: owner, payload: { bio: 'Cerámica', backgroundColor: '#FFEEDD' } });
    await createItem(t, owner, page.id, { type: 'link', content: { url: 'https://tienda.example', title: 'Tienda' } });
    await createItem(t, owner, page.id, { type: 'subpage', content: { title: 'Catálogo', buttonText: '' } });
    const subpageId = (await listItems(t, page.id, owner)).find((item) => item.type === 'subpage')!.content.pageId as number;
    await createItem(t, owner, subpageId, { type: 'heading', content: { text: 'Jarras' } });
    const exported = await t.request({ method: 'GET', url: '/api/account/export', as: owner });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'linkhub-restore-')), 'datos.json');
    writeFileSync(file, exported.body);

    const email = `restaurada-${Date.now()}@example.com`;
    const first = await run(['restore', file, '--email', email]);
    expect(first.code, first.output.join()).toBe(0);
    expect(first.output[0]).toContain(`Cuenta creada: ${email}`);
    expect(first.output[0]).toContain('Páginas creadas: 2; ya estaban: 0; bloques creados: 3.');
    const second = await run(['restore', file, '--email', email.toUpperCase()]);
    expect(second.output[0]).toContain(`Cuenta existente: ${email}.`);
    expect(second.output[0]).toContain('Páginas creadas: 0; ya estaban: 2; bloques creados: 0.');

    // The restored page: a new slug (the original keeps its own), its settings, blocks and subpage.
    const restored = await t.request({ method: 'GET', url: '/api/pages/mi-tienda-2' });
    expect(restored.json()).toMatchObject({ title: 'Mi tienda', bio: 'Cerámica', backgroundColor: '#FFEEDD' });
    const blocks = await listItems(t, restored.json<{ id: number }>().id);
    expect(blocks.map((item) => item.type)).toEqual(['link', 'subpage']);
    const child = blocks[1]!.content.pageId as number;
    expect(child).not.toBe(subpageId);
    expect((await listItems(t, child)).map((item) => item.content.text)).toEqual(['Jarras']);

    expect((await run(['restore', file])).output[0]).toContain('Uso:');
    writeFileSync(file, '{"format":"otro"}');
    expect((await run(['restore', file, '--email', email])).output[0]).toContain('No se ha restaurado nada');
  });

  it('restore carries block schedules, the page status and its redirect to the copy of its link (issue 36)', async () => {
    const owner = await t.user();
    const page = await createPage(t, owner, { title: 'Estreno programado' });
    const link = await createItem(t, owner, page.id, { type: 'link', content: { url: 'https://estreno.example', title: 'Estreno' } });
    const window = { from: '2099-01-01T10:00:00Z', until: '2099-01-02T10:00:00Z' };
    await t.request({ method: 'PATCH', url: `/api/items/${link.id}`, as: owner, payload: { visibleUntil: '2099-12-31T00:00:00Z' } });
    const patched = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, as: owner, payload: { status: 'draft', publishAt: '2099-01-01T00:00:00Z', redirect: { itemId: link.id, ...window } } });
    expect(patched.statusCode, patched.body).toBe(200);
    const exported = await t.request({ method: 'GET', url: '/api/account/export', as: owner });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'linkhub-restore-')), 'datos.json');
    writeFileSync(file, exported.body);

    const restored = await run(['restore', file, '--email', `programada-${Date.now()}@example.com`]);
    expect(restored.code, restored.output.join()).toBe(0);
    const [row] = await t.database.db.select().from(pages).where(eq(pages.slug, `${page.slug}-2`));
    expect(row).toMatchObject({ status: 'draft', publishAt: new Date('2099-01-01T00:00:00Z') });
    const [item] = await t.database.db.select().from(items).where(eq(items.pageId, row!.id));
    expect(item).toMatchObject({ visibleUntil: new Date('2099-12-31T00:00:00Z') });
    expect(row!.redirect).toEqual({ itemId: item!.id, ...window });
  });
});
