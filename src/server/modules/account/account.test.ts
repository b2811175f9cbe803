import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/page';
import { storageObjects } from '../../db/schema';
import { createItem, createPage, heading, postItemImage, storeImage } from '../../test/factories';
import { png } from '../../test/images';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { rowsMentioning, tableNames } from '../../test/user-traces';
import { fsObjectStore } from '../storage/fs-object-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicView: true });
});
afterAll(() => t.close());

/** Every file under the uploads folder. */
function storedFiles(): string[] {
  return readdirSync(t.uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** An owner with a page, a subpage, blocks, a background image, a block image and a file in a bucket the server added later. */
async function ownerWithEverything() {
  const owner = await t.user();
  const page = await createPage(t, owner, { title: `Página ${randomUUID().slice(0, 6)}` });
  await createItem(t, owner, page.id, heading('Hola a todos'));
  const subpageBlock = await createItem(t, owner, page.id, { type: 'subpage', content: { title: 'Proyectos' } });
  const background = await storeImage(t, owner);
  const upload = await postItemImage(t, owner, await png(24, 24, '#00aa00'));
  expect(upload.statusCode).toBe(201);
  await createItem(t, owner, page.id, { type: 'image', content: { imageUrl: upload.json<{ imageUrl: string }>().imageUrl } });
  const patched = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, as: owner, payload: { backgroundImage: `http://localhost:80/storage/v1/object/public/${background}` } });
  expect(patched.statusCode, patched.body).toBe(200);
  // A bucket this list of buckets does not name (as later issues add): found through storage_objects.
  const later = `${randomUUID()}.png`;
  const bytes = await png(8, 8, '#ff0000');
  await fsObjectStore(t.uploadsDir).put(later, bytes);
  await t.database.db.insert(storageObjects).values({
    bucket: 'item-files',
    key: `${owner.id}/documento.png`,
    ownerId: owner.id,
    fileName: later,
    contentType: 'image/png',
    size: bytes.length,
    etag: '"x"',
    cacheControl: 'max-age=3600',
  });
  return { owner, page, subpageId: subpageBlock.content.pageId as number, laterBytes: bytes };
}

const download = (as: TestUser, url: string) => t.request({ method: 'GET', url, as });

describe('GET /api/account', () => {
  it('answers who the caller is; 401 without a session', async () => {
    const owner = await t.user();
    const res = await download(owner, '/api/account');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: owner.id, email: owner.email, isAdmin: false });
    expect((await t.request({ method: 'GET', url: '/api/account' })).statusCode).toBe(401);
  });
});

describe('GET /api/account/export', () => {
  it('is one JSON file with every page, block and setting, and the URL of every uploaded file', async () => {
    const { owner, page, subpageId } = await ownerWithEverything();
    const stranger = await t.user();
    await createPage(t, stranger, { title: 'Ajena' });

    const res = await download(owner, '/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="linkhub-datos-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data).toMatchObject({ format: 'linkhub-export', version: 1, account: { id: owner.id, email: owner.email } });
    expect(data.pages.map((p: Page) => p.id)).toEqual([page.id, subpageId]);
    const main = data.pages[0];
    expect(main).toMatchObject({ title: page.title, slug: page.slug, backgroundColor: '#FFFFFF', publicUrl: `http://localhost:80/view/${page.slug}` });
    expect(main.backgroundImage).toContain('/storage/v1/object/public/background-images/');
    expect(main.items.map((item: { type: string }) => item.type)).toEqual(['heading', 'subpage', 'image']);
    expect(main.items[0].content).toMatchObject({ text: 'Hola a todos' });

    const buckets = data.files.map((file: { bucket: string }) => file.bucket).sort();
    expect(buckets).toEqual(['background-images', 'item-files', 'item-images']);
    for (const file of data.files) {
      expect(file.url).toBe(encodeURI(`http://localhost:80/storage/v1/object/public/${file.bucket}/${file.key}`));
      expect(file.size).toBeGreaterThan(0);
    }
    const served = await t.request({ method: 'GET', url: new URL(data.files.find((f: { bucket: string }) => f.bucket === 'item-images').url).pathname });
    expect(served.statusCode).toBe(200);
    expect(JSON.stringify(data)).not.toContain('Ajena');
  });

  it('answers 401 without a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/account/export/files' })).statusCode).toBe(401);
  });
});

describe('GET /api/account/export/files', () => {
  it('is a ZIP of every uploaded file, in any bucket, byte for byte', async () => {
    const { owner, laterBytes } = await ownerWithEverything();
    const res = await download(owner, '/api/account/export/files');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="linkhub-archivos-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(entries).sort();
    expect(names.map((name) => name.split('/')[0])).toEqual(['background-images', 'item-files', 'item-images']);
    expect(Buffer.from(entries[`item-files/${owner.id}/documento.png`]!)).toEqual(laterBytes);
    for (const name of names.filter((entry) => !entry.startsWith('item-files/'))) {
      const [bucket, ...key] = name.split('/');
      const served = await t.request({ method: 'GET', url: `/storage/v1/object/public/${bucket}/${key.join('/')}` });
      expect(Buffer.from(entries[name]!)).toEqual(served.rawPayload);
    }
  });

  it('is an empty ZIP for an account without files', async () => {
    const owner = await t.user();
    const res = await download(owner, '/api/account/export/files');
    expect(res.statusCode).toBe(200);
    expect(unzipSync(new Uint8Array(res.rawPayload))).toEqual({});
  });
});

describe('DELETE /api/account', () => {
  it('asks for the password', async () => {
    const owner = await t.user();
    const none = await t.request({ method: 'DELETE', url: '/api/account', as: owner, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toContain('Escribe tu contraseña para confirmar.');
    const wrong = await t.request({ method: 'DELETE', url: '/api/account', as: owner, payload: { password: 'no-es-esta' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'La contraseña no es correcta.', code: 'wrong_password' });
    expect((await download(owner, '/api/account')).statusCode).toBe(200);
  });

  it('leaves no row and no file of the user, ends every session, and the public pages answer 404 at once', async () => {
    const { owner, page, subpageId } = await ownerWithEverything();
    const secondSession = await t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: owner.email, password: owner.password } });
    const secondToken = secondSession.json<{ access_token: string; refresh_token: string }>();
    const neighbour = await ownerWithEverything();
    const ownerFiles = (await t.database.db.select().from(storageObjects).where(eq(storageObjects.ownerId, owner.id))).map((row) => row.fileName);
    expect(ownerFiles).toHaveLength(3);
    // Cached renders of the public page and subpage.
    expect((await t.request({ method: 'GET', url: `/view/${page.slug}` })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/view/page/${subpageId}` })).statusCode).toBe(200);
    expect(await rowsMentioning(t.database.db, [owner.id, owner.email])).not.toEqual({});

    const res = await t.request({ method: 'DELETE', url: '/api/account', as: owner, payload: { password: owner.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pages: 2, files: 3 });

    expect(await rowsMentioning(t.database.db, [owner.id, owner.email])).toEqual({});
    expect(await tableNames(t.database.db)).toEqual(expect.arrayContaining(['users', 'pages', 'items', 'storage_objects', 'auth_sessions', 'auth_refresh_tokens', 'invitations', 'instance_settings']));
    const left = storedFiles();
    for (const name of ownerFiles) expect(left).not.toContain(name);
    expect((await t.request({ method: 'GET', url: `/view/${page.slug}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/view/page/${subpageId}` })).statusCode).toBe(404);
    for (const token of [owner.token, secondToken.access_token]) {
      expect((await t.request({ method: 'GET', url: '/api/pages', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    }
    const refresh = await t.request({ method: 'POST', url: '/auth/v1/token?grant_type=refresh_token', payload: { refresh_token: secondToken.refresh_token } });
    expect(refresh.json()).toMatchObject({ code: 'refresh_token_not_found' });
    const signIn = await t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: owner.email, password: owner.password } });
    expect(signIn.json()).toMatchObject({ code: 'invalid_credentials' });

    // The neighbour keeps everything.
    expect((await t.request({ method: 'GET', url: `/view/${neighbour.page.slug}` })).statusCode).toBe(200);
    expect((await t.database.db.select().from(storageObjects).where(eq(storageObjects.ownerId, neighbour.owner.id)))).toHaveLength(3);
    // The address can sign up again, as a new account.
    const again = await t.request({ method: 'POST', url: '/auth/v1/signup', payload: { email: owner.email, password: owner.password } });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).not.toBe(owner.id);
  });
});
