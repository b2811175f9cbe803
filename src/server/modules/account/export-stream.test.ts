import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageObjects } from '../../db/schema';
import { createItem, createPage } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EXPORT_FILE_BATCH, EXPORT_PAGE_BATCH, exportAccount } from './export-account';

// Issue 33 N-4, decision 868: the account export is written as it is read, in batches of rows,
// never built as one string; the document is the same as before, byte for byte in its layout.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the account export, streamed in batches', () => {
  it('writes every page with its blocks and every file across several batches, as JSON.stringify(…, null, 2) would', async () => {
    const owner = await t.user();
    const stranger = await t.user();
    await createPage(t, stranger, { title: 'Ajena' });
    const pageCount = EXPORT_PAGE_BATCH + 5;
    const pageIds: number[] = [];
    for (let n = 0; n < pageCount; n++) pageIds.push((await createPage(t, owner, { title: `Página ${n}` })).id);
    for (const pageId of [pageIds[0], pageIds[EXPORT_PAGE_BATCH - 1], pageIds[EXPORT_PAGE_BATCH]] as number[]) {
      await createItem(t, owner, pageId, { type: 'heading', content: { text: `Hola ${pageId}` } });
      await createItem(t, owner, pageId, { type: 'text', content: { text: `Texto ${pageId}` } });
    }
    // More file rows than one batch (no bytes needed for the JSON document).
    await t.database.db.insert(storageObjects).values(
      Array.from({ length: EXPORT_FILE_BATCH + 3 }, (_, n) => ({
        bucket: n % 2 ? 'item-images' : 'background-images',
        key: `${randomUUID()}.png`,
        ownerId: owner.id,
        fileName: `${randomUUID()}.png`,
        contentType: 'image/png',
        size: 10 + n,
        etag: '"x"',
        cacheControl: 'max-age=3600',
      })),
    );

    const res = await t.request({ method: 'GET', url: '/api/account/export', as: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = res.json();
    expect(res.body).toBe(JSON.stringify(data, null, 2));
    expect(data.pages.map((page: { id: number }) => page.id)).toEqual(pageIds);
    for (const page of data.pages) {
      const expected = [pageIds[0], pageIds[EXPORT_PAGE_BATCH - 1], pageIds[EXPORT_PAGE_BATCH]].includes(page.id) ? [`Hola ${page.id}`, `Texto ${page.id}`] : [];
      expect(page.items.map((item: { content: { text: string } }) => item.content.text)).toEqual(expected);
    }
    expect(data.files).toHaveLength(EXPORT_FILE_BATCH + 3);
    expect(new Set(data.files.map((file: { key: string }) => file.key)).size).toBe(EXPORT_FILE_BATCH + 3);
    expect(res.body).not.toContain('Ajena');

    // Written in pieces: no piece holds the whole account.
    const pieces: string[] = [];
    for await (const piece of exportAccount(
      { db: t.database.db, embedded: null } as unknown as Parameters<typeof exportAccount>[0],
      { id: owner.id, email: owner.email } as Parameters<typeof exportAccount>[1],
      'http://localhost',
    )) {
      pieces.push(piece);
    }
    expect(pieces.length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThan(pieces.join('').length / 2);
  });

  it('writes an account without pages or files as the same empty document', async () => {
    const owner = await t.user();
    const res = await t.request({ method: 'GET', url: '/api/account/export', as: owner });
    const data = res.json();
    expect(res.body).toBe(JSON.stringify(data, null, 2));
    expect(data).toMatchObject({ format: 'linkhub-export', version: 1, pages: [], files: [] });
  });
});
