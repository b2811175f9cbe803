import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageObjects } from '../../db/schema';
import { createItem, createPage, postItemImage, postItemPdf } from '../../test/factories';
import { noisyPng, pdf, png } from '../../test/images';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { collectUnusedImages, collectUnusedImagesPeriodically, namesMentionedBy, UNUSED_IMAGE_GRACE_MS } from './collect-unused-images';
import { fsObjectStore } from './fs-object-store';
import { memoryCounters, postgresCounters } from '../../counters/counters';
import { reclaimCounter } from './upload-quota';

const HOUR_MS = 60 * 60 * 1000;

async function upload(t: TestApp, as: TestUser, bytes?: Buffer): Promise<string> {
  const res = await postItemImage(t, as, bytes ?? (await png()));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ imageUrl: string }>().imageUrl;
}

const keyOf = (url: string) => url.split('/').pop() as string;

/** Makes the stored images look last written `ms` ago. */
async function age(t: TestApp, urls: string[], ms: number) {
  await t.database.db
    .update(storageObjects)
    .set({ updatedAt: new Date(Date.now() - ms) })
    .where(inArray(storageObjects.key, urls.map(keyOf)));
}

async function stored(t: TestApp, url: string) {
  const [row] = await t.database.db.select().from(storageObjects).where(eq(storageObjects.key, keyOf(url)));
  return row ?? null;
}

/** The answer's status, or for an error the status Supabase Storage puts in its body ('404'). */
async function publicStatus(t: TestApp, url: string): Promise<number> {
  const res = await t.request({ method: 'GET', url: new URL(url).pathname });
  return res.statusCode === 200 ? 200 : Number(res.json<{ statusCode: string }>().statusCode);
}

describe('collectUnusedImages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("deletes the images none of their owner's pages or blocks uses, once their grace has passed, row and file", async () => {
    const [owner, other] = [await t.user(), await t.user()];
    const page = await createPage(t, owner);
    // One after another: an account has two places for image work at a time (decision 853).
    const uploads: string[] = [];
    for (let n = 0; n < 8; n++) uploads.push(await upload(t, owner));
    const [inImage, inCard, inContact, profile, background, usedByOther, unused, unusedRecent] = uploads;
    await createItem(t, owner, page.id, { type: 'image', content: { imageUrl: inImage } });
    await createItem(t, owner, page.id, { type: 'subpage', content: { title: 'Hija', cardImageUrl: inCard } });
    await createItem(t, owner, page.id, { type: 'contactCard', content: { name: 'Ana', photoUrl: inContact } });
    const patched = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { profileImage: profile, backgroundImage: background }, as: owner });
    expect(patched.statusCode, patched.body).toBe(200);
    // Another owner's page naming this owner's image does not keep it (issue 17): it would count
    // against this owner's room for as long as the other wanted.
    const othersPage = await createPage(t, other);
    await createItem(t, other, othersPage.id, { type: 'image', content: { imageUrl: usedByOther } });

    const all = [inImage, inCard, inContact, profile, background, usedByOther, unused, unusedRecent] as string[];
    await age(t, all.slice(0, -1), 2 * UNUSED_IMAGE_GRACE_MS);
    const unusedRow = await stored(t, unused as string);
    const othersRow = await stored(t, usedByOther as string);
    const store = fsObjectStore(t.uploadsDir);

    const report = await collectUnusedImages({ db: t.database.db, store }, { olderThan: new Date(Date.now() - UNUSED_IMAGE_GRACE_MS) });

    expect(report).toEqual({ removed: 2, bytes: (unusedRow?.size ?? 0) + (othersRow?.size ?? 0) });
    for (const gone of [unused, usedByOther] as string[]) {
      expect(await stored(t, gone)).toBeNull();
      expect(await publicStatus(t, gone)).toBe(404);
    }
    expect(existsSync(path.join(t.uploadsDir, unusedRow?.fileName as string))).toBe(false);
    for (const url of all.filter((candidate) => candidate !== unused && candidate !== usedByOther)) {
      expect(await stored(t, url), url).not.toBeNull();
      expect(await publicStatus(t, url), url).toBe(200);
    }

    // Once nothing names them any more, they go too.
    await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { profileImage: null, backgroundImage: null }, as: owner });
    await age(t, [profile, background] as string[], 2 * UNUSED_IMAGE_GRACE_MS);
    const again = await collectUnusedImages({ db: t.database.db, store }, { olderThan: new Date(Date.now() - UNUSED_IMAGE_GRACE_MS), ownerId: owner.id });
    expect(again.removed).toBe(2);
  });

  it('deletes PDFs no block names any more, like images (decision 010)', async () => {
    const owner = await t.user();
    const page = await createPage(t, owner);
    const uploadPdf = async () => {
      const res = await postItemPdf(t, owner, pdf());
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ url: string; filename: string; filesize: number }>();
    };
    const [kept, dropped, never] = [await uploadPdf(), await uploadPdf(), await uploadPdf()];
    await createItem(t, owner, page.id, { type: 'pdf', content: { title: 'Carta', ...kept } });
    const block = await createItem(t, owner, page.id, { type: 'pdf', content: { title: 'Precios', ...dropped } });
    expect((await t.request({ method: 'DELETE', url: `/api/items/${block.id}`, as: owner })).statusCode).toBe(204);
    await age(t, [kept.url, dropped.url, never.url], 2 * UNUSED_IMAGE_GRACE_MS);
    const rows = await Promise.all([dropped.url, never.url].map((url) => stored(t, url)));

    const report = await collectUnusedImages(
      { db: t.database.db, store: fsObjectStore(t.uploadsDir) },
      { olderThan: new Date(Date.now() - UNUSED_IMAGE_GRACE_MS), ownerId: owner.id },
    );

    expect(report).toEqual({ removed: 2, bytes: (rows[0]?.size ?? 0) + (rows[1]?.size ?? 0) });
    expect(await stored(t, dropped.url)).toBeNull();
    expect(await stored(t, never.url)).toBeNull();
    for (const row of rows) expect(existsSync(path.join(t.uploadsDir, row?.fileName as string))).toBe(false);
    expect(await publicStatus(t, dropped.url)).toBe(404);
    expect(await stored(t, kept.url)).not.toBeNull();
    expect(await publicStatus(t, kept.url)).toBe(200);
  });

  it('runs at once and then on its interval, one run at a time, until stopped', async () => {
    const owner = await t.user();
    const unused = await upload(t, owner);
    await age(t, [unused], 2 * UNUSED_IMAGE_GRACE_MS);
    const reports: number[] = [];
    const stop = collectUnusedImagesPeriodically(
      { db: t.database.db, store: fsObjectStore(t.uploadsDir) },
      { done: (result) => reports.push(result.removed), failed: (error) => reports.push(-1, Number(error)) },
      50,
    );
    await expect.poll(() => reports.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    stop();
    expect(reports[0]).toBeGreaterThanOrEqual(1);
    expect(reports).not.toContain(-1);
    expect(await stored(t, unused)).toBeNull();
  });
});

describe('an owner out of room', () => {
  let t: TestApp;
  const counters = memoryCounters();
  /** The reclaim interval of `owner` has passed (decision 865). */
  const intervalPassed = (owner: TestUser) => reclaimCounter(counters).reset(owner.id);
  beforeAll(async () => {
    t = await createTestApp({ limits: { uploadBytesPerUser: 6000 }, counters });
  });
  afterAll(() => t.close());

  /** A PNG of random pixels, about 3 KB: two do not fit in 6,000 bytes. */
  const noisy = () => noisyPng(32);
  const tryUpload = async (as: TestUser) => postItemImage(t, as, await noisy());

  it('gets room back from images no block uses any more for an hour, and only from those', async () => {
    const owner = await t.user();
    const page = await createPage(t, owner);
    const first = await upload(t, owner, await noisy());
    const item = await createItem(t, owner, page.id, { type: 'image', content: { imageUrl: first } });

    // Still used: refused, nothing deleted.
    await age(t, [first], 2 * HOUR_MS);
    expect((await tryUpload(owner)).statusCode).toBe(409);
    expect(await stored(t, first)).not.toBeNull();

    // Its block deleted less than an hour ago: refused still (the editor may be about to use it again).
    expect((await t.request({ method: 'DELETE', url: `/api/items/${item.id}`, as: owner })).statusCode).toBe(204);
    await age(t, [first], HOUR_MS / 2);
    const refused = await tryUpload(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Has llegado al límite de 5.86 KB de imágenes subidas. Elimina imágenes que ya no uses.', code: 'upload_quota_exceeded' });

    // Unused for over an hour, once the owner's reclaim interval has passed: deleted, and the
    // upload goes through.
    await age(t, [first], 2 * HOUR_MS);
    await intervalPassed(owner);
    expect((await tryUpload(owner)).statusCode).toBe(201);
    expect(await stored(t, first)).toBeNull();
  });

  it('the storage protocol gets the same room back', async () => {
    const owner = await t.user();
    const first = await upload(t, owner, await noisy());
    await age(t, [first], 2 * HOUR_MS);
    const res = await t.request({
      method: 'POST',
      url: `/storage/v1/object/item-images/${crypto.randomUUID()}.png`,
      as: owner,
      headers: { 'content-type': 'image/png' },
      payload: await noisy(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(t, first)).toBeNull();
  });
});

describe('reclaiming room reads one owner only, once an interval (issue 33 N-2, decision 865)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reads only the owner's content and leaves every other owner's files alone", async () => {
    const [owner, other] = [await t.user(), await t.user()];
    const [mine, mineUnused] = [await upload(t, owner), await upload(t, owner)];
    const [theirs, theirsUnused] = [await upload(t, other), await upload(t, other)];
    const page = await createPage(t, owner);
    await createItem(t, owner, page.id, { type: 'image', content: { imageUrl: mine } });
    // The other owner's page names its own image and both of this owner's.
    const othersPage = await createPage(t, other);
    await createItem(t, other, othersPage.id, { type: 'image', content: { imageUrl: theirs } });
    await createItem(t, other, othersPage.id, { type: 'text', content: { text: `${keyOf(mine)} ${keyOf(mineUnused)}` } });
    await age(t, [mine, mineUnused, theirs, theirsUnused], 2 * UNUSED_IMAGE_GRACE_MS);

    // The names read are this owner's mentions only, none of the other owner's content.
    expect([...(await namesMentionedBy(t.database.db, owner.id))]).toEqual([keyOf(mine)]);

    const report = await collectUnusedImages(
      { db: t.database.db, store: fsObjectStore(t.uploadsDir) },
      { olderThan: new Date(Date.now() - HOUR_MS), ownerId: owner.id },
    );
    expect(report.removed).toBe(1);
    expect(await stored(t, mineUnused)).toBeNull();
    expect(await stored(t, mine)).not.toBeNull();
    // The other owner's files, used or not, are untouched.
    expect(await stored(t, theirs)).not.toBeNull();
    expect(await stored(t, theirsUnused)).not.toBeNull();
    expect(await publicStatus(t, theirsUnused)).toBe(200);
  });

  it('the hourly sweep goes through every owner in bounded batches', async () => {
    const owners = [await t.user(), await t.user(), await t.user()];
    const unused: string[] = [];
    for (const owner of owners) unused.push(await upload(t, owner));
    await age(t, unused, 2 * UNUSED_IMAGE_GRACE_MS);
    const report = await collectUnusedImages(
      { db: t.database.db, store: fsObjectStore(t.uploadsDir) },
      { olderThan: new Date(Date.now() - UNUSED_IMAGE_GRACE_MS), batchOwners: 1 },
    );
    expect(report.removed).toBeGreaterThanOrEqual(3);
    for (const url of unused) expect(await stored(t, url)).toBeNull();
  });
});

describe('an owner out of room reclaims once an interval, counted across instances (decision 865)', () => {
  /** The counters of the engine: PostgreSQL's table when the tests run on it, memory otherwise. */
  it('a second upload in the interval, on another instance, is refused without reclaiming', async () => {
    const database = await openTestDatabase();
    const quiet = { warn: () => {}, info: () => {} };
    const counters = database.pool ? postgresCounters(database.pool as pg.Pool, quiet) : memoryCounters();
    const limits = { uploadBytesPerUser: 6000 };
    const a = await createTestApp({ database, counters, limits });
    const b = await createTestApp({ database, counters, limits });
    try {
      const owner = await a.user();
      const noisy = () => noisyPng(32);
      const first = await upload(a, owner, await noisy());
      // Used: the reclaim on instance a finds nothing to free.
      const page = await createPage(a, owner);
      const item = await createItem(a, owner, page.id, { type: 'image', content: { imageUrl: first } });
      await age(a, [first], 2 * HOUR_MS);
      expect((await postItemImage(a, owner, await noisy())).statusCode).toBe(409);
      expect((await reclaimCounter(counters).peek(owner.id)).count).toBe(1);

      // Now unused for over an hour, but the interval is spent: instance b refuses at once and
      // deletes nothing.
      expect((await a.request({ method: 'DELETE', url: `/api/items/${item.id}`, as: owner })).statusCode).toBe(204);
      await age(a, [first], 2 * HOUR_MS);
      const refused = await postItemImage(b, owner, await noisy());
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: 'Has llegado al límite de 5.86 KB de imágenes subidas. Elimina imágenes que ya no uses.', code: 'upload_quota_exceeded' });
      expect(await stored(a, first)).not.toBeNull();

      // The interval over, the next upload reclaims and goes through.
      await reclaimCounter(counters).reset(owner.id);
      expect((await postItemImage(b, owner, await noisy())).statusCode).toBe(201);
      expect(await stored(a, first)).toBeNull();
    } finally {
      await b.close();
      await a.close();
      await database.close();
    }
  });
});
