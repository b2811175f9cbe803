import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Item } from '@shared/schemas/item';
import { loadConfig } from './config';
import { items, pages, storageObjects } from './db/schema';
import { DEFAULT_LIMITS } from './limits';
import { FailedSignIns } from './modules/auth/failed-sign-ins';
import { createItem, createPage, heading, postItemImage } from './test/factories';
import { noisyPng, png } from './test/images';
import { createTestApp, type TestApp, type TestUser } from './test/test-app';

const uploadStorage = (t: TestApp, as: TestUser, bytes: Buffer, bucket = 'item-images') =>
  t.request({
    method: 'POST',
    url: `/storage/v1/object/${bucket}/${randomUUID()}.png`,
    as,
    headers: { 'content-type': 'image/png' },
    payload: bytes,
  });

describe('pages per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { pagesPerUser: 3 } });
  });
  afterAll(() => t.close());

  const pageCount = async (userId: string) =>
    (await t.database.db.select({ n: count() }).from(pages).where(eq(pages.userId, userId)))[0]?.n;

  it('refuses the page over the cap with 409 and a Spanish message, whatever creates it', async () => {
    const owner = await t.user();
    const first = await createPage(t, owner, { title: 'Uno' });
    await createPage(t, owner, { title: 'Dos' });
    // A subpage block creates a page too: the third.
    await createItem(t, owner, first.id, { type: 'subpage', content: { title: 'Sub' } });
    expect(await pageCount(owner.id)).toBe(3);

    const message = 'Has llegado al máximo de 3 páginas (subpáginas incluidas). Elimina alguna para crear otra.';
    const refused = [
      await t.request({ method: 'POST', url: '/api/pages', payload: { title: 'Cuatro' }, as: owner }),
      await t.request({ method: 'POST', url: `/api/pages/${first.id}/duplicate`, as: owner }),
      await t.request({ method: 'POST', url: `/api/pages/${first.id}/items`, payload: { type: 'subpage', content: { title: 'Otra' } }, as: owner }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: message, code: 'too_many_pages' });
    }
    // Nothing half-made: still three pages, and the refused subpage block was not added.
    expect(await pageCount(owner.id)).toBe(3);
    const blocks = await t.database.db.select().from(items).where(eq(items.pageId, first.id));
    expect(blocks).toHaveLength(1);

    // Another account has its own budget; deleting one page frees a place.
    const other = await t.user();
    await createPage(t, other, { title: 'Ajena' });
    const pageList = (await t.request({ method: 'GET', url: '/api/pages', as: owner })).json<{ id: number; parentPageId: number | null }[]>();
    const second = pageList.find((page) => page.id !== first.id && page.parentPageId === null);
    expect((await t.request({ method: 'DELETE', url: `/api/pages/${second?.id}`, as: owner })).statusCode).toBe(204);
    await createPage(t, owner, { title: 'Cuatro' });
  });

  it('counts concurrent creations one after another', async () => {
    const owner = await t.user();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.request({ method: 'POST', url: '/api/pages', payload: { title: `Carrera ${i}` }, as: owner })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(5);
    expect(await pageCount(owner.id)).toBe(3);
  });
});

describe('blocks per page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { itemsPerPage: 2 } });
  });
  afterAll(() => t.close());

  it('refuses a block over the cap (create, duplicate) with 409, orders untouched', async () => {
    const owner = await t.user();
    const page = await createPage(t, owner);
    const first = await createItem(t, owner, page.id, heading('Uno'));
    await createItem(t, owner, page.id, heading('Dos'));
    const message = 'Esta página ya tiene el máximo de 2 elementos. Elimina alguno para añadir otro.';
    const created = await t.request({ method: 'POST', url: `/api/pages/${page.id}/items`, payload: heading('Tres'), as: owner });
    const duplicated = await t.request({ method: 'POST', url: `/api/items/${first.id}/duplicate`, as: owner });
    for (const res of [created, duplicated]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: message, code: 'too_many_items' });
    }
    const list = (await t.request({ method: 'GET', url: `/api/pages/${page.id}/items`, as: owner })).json<Item[]>();
    expect(list.map((item) => item.order)).toEqual([0, 1]);
    // Another page has its own cap.
    const other = await createPage(t, owner, { title: 'Otra' });
    await createItem(t, owner, other.id, heading('Uno'));
  });
});

describe('uploads per hour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { uploadsPerHour: 2 } });
  });
  afterAll(() => t.close());

  it('answers 429 once an account has uploaded the hourly count, at both upload doors', async () => {
    const owner = await t.user();
    expect((await postItemImage(t, owner, await png())).statusCode).toBe(201);
    expect((await uploadStorage(t, owner, await png())).statusCode).toBe(200);
    const message = 'Has subido demasiadas imágenes en la última hora (máximo 2). Inténtalo de nuevo más tarde.';

    const api = await postItemImage(t, owner, await png());
    expect(api.statusCode).toBe(429);
    expect(api.json()).toEqual({ error: message, code: 'too_many_uploads' });
    const storage = await uploadStorage(t, owner, await png(), 'profile-picture');
    expect(storage.statusCode).toBe(429);
    expect(storage.json()).toMatchObject({ statusCode: '429', message });

    const stored = await t.database.db.select().from(storageObjects).where(eq(storageObjects.ownerId, owner.id));
    expect(stored).toHaveLength(2);
    // Another account is not affected.
    expect((await postItemImage(t, await t.user(), await png())).statusCode).toBe(201);
  });
});

describe('bytes stored per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { uploadBytesPerUser: 4000 } });
  });
  afterAll(() => t.close());

  it('refuses the upload that would pass the total with 409, and keeps nothing of it', async () => {
    const owner = await t.user();
    expect((await postItemImage(t, owner, await png())).statusCode).toBe(201);
    const big = await postItemImage(t, owner, await noisyPng(40));
    expect(big.statusCode).toBe(409);
    expect(big.json()).toEqual({ error: 'Has llegado al límite de 3.91 KB de imágenes subidas. Elimina imágenes que ya no uses.', code: 'upload_quota_exceeded' });
    const raw = await uploadStorage(t, owner, await noisyPng(40));
    expect(raw.statusCode).toBe(409);
    expect(raw.json()).toMatchObject({ statusCode: '409', code: 'QuotaExceeded' });
    const stored = await t.database.db.select().from(storageObjects).where(eq(storageObjects.ownerId, owner.id));
    expect(stored).toHaveLength(1);
    // Small files still fit.
    expect((await postItemImage(t, owner, await png())).statusCode).toBe(201);
  });
});

describe('wrong passwords per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { failedSignIns: { max: 3, windowMs: 15 * 60_000 } } });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, ip = '10.0.0.1') =>
    t.request({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email, password },
      headers: { 'x-forwarded-for': ip },
    });

  it('pauses sign-in to the account after the limit, from any address, even with the right password', async () => {
    const victim = await t.user();
    for (let i = 0; i < 3; i++) {
      const res = await signIn(victim.email, `mala-${i}`, `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'invalid_credentials' });
    }
    const paused = await signIn(victim.email, victim.password, '10.9.9.9');
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({
      code: 'over_request_rate_limit',
      error_code: 'over_request_rate_limit',
      msg: 'Demasiados intentos fallidos con esta cuenta. Espera 15 minutos e inténtalo de nuevo.',
    });
    // Other accounts sign in as usual.
    const other = await t.user();
    expect((await signIn(other.email, other.password)).statusCode).toBe(200);
  });

  it('a right password clears the count; the pause ends with the window', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const tracker = new FailedSignIns({ max: 2, windowMs: 60_000 });
      await tracker.attempt('a@example.com'); // wrong
      await tracker.succeeded('a@example.com'); // then right
      await tracker.attempt('a@example.com'); // wrong
      await tracker.attempt('a@example.com'); // wrong: the second of the window
      await expect(tracker.attempt('a@example.com')).rejects.toThrow('Espera 1 minutos');
      vi.advanceTimersByTime(60_000);
      await expect(tracker.attempt('a@example.com')).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts guesses sent all at once: no more than the limit are checked', async () => {
    const victim = await t.user();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(victim.email, `mala-${i}`, `10.1.0.${i + 1}`)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([400, 400, 400, 429, 429, 429, 429, 429]);
  });
});

describe('configuration', () => {
  it('reads LIMIT_* from the environment, with the defaults of decision 801', () => {
    expect(loadConfig({}).limits).toEqual(DEFAULT_LIMITS);
    const limits = loadConfig({
      LIMIT_PAGES_PER_USER: '5',
      LIMIT_ITEMS_PER_PAGE: '7',
      LIMIT_UPLOADS_PER_HOUR: '9',
      LIMIT_UPLOAD_MB_PER_USER: '11',
      LIMIT_FAILED_SIGNINS: '4',
      LIMIT_FAILED_SIGNIN_MINUTES: '30',
      LIMIT_IMAGE_DECODE_MB_PER_HOUR: '64',
      LIMIT_HEAVY_JOBS_PER_HOUR: '3',
      LIMIT_API_TOKEN_PER_MINUTE: '12',
    }).limits;
    expect(limits).toEqual({
      pagesPerUser: 5,
      itemsPerPage: 7,
      uploadsPerHour: 9,
      uploadBytesPerUser: 11 * 1024 * 1024,
      failedSignIns: { max: 4, windowMs: 30 * 60_000 },
      imageDecodeMbPerHour: 64,
      heavyJobsPerHour: 3,
      apiTokenRequestsPerMinute: 12,
    });
    expect(loadConfig({ OUTBOUND_ALLOW_HOSTS: 'Intranet.example, 10.0.0.0/8' }).outboundAllowHosts).toEqual(['intranet.example', '10.0.0.0/8']);
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: '10.0.0.0/99' })).toThrow(/OUTBOUND_ALLOW_HOSTS/);
    expect(() => loadConfig({ LIMIT_PAGES_PER_USER: '0' })).toThrow(/LIMIT_PAGES_PER_USER/);
    expect(loadConfig({ CSP_IMG_SRC: 'https: https://cdn.example' }).cspImageSources).toEqual(['https:', 'https://cdn.example']);
    expect(() => loadConfig({ CSP_IMG_SRC: "'unsafe-inline'; script-src *" })).toThrow(/CSP_IMG_SRC/);
  });
});
