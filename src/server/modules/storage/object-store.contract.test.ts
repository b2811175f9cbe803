import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageObjects } from '../../db/schema';
import { png } from '../../test/images';
import { type TestS3Server, startTestS3Server } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { collectUnusedImages } from './collect-unused-images';
import { fsObjectStore } from './fs-object-store';
import type { ObjectStore } from './object-store';
import { s3ObjectStore } from './s3-object-store';
import { sweepOrphanFiles } from './sweep-orphans';

/**
 * One contract, both drivers (decision 832): the local disk, and an S3 bucket served by s3rver in
 * this process. Whatever the backend, the bytes come back exactly, ranges and missing files answer
 * alike, and the HTTP answers (ETag, 304, 206, NoSuchKey) do not change.
 */
interface Driver {
  store: ObjectStore;
  close(): Promise<void>;
}

const drivers: Record<'fs' | 's3', () => Promise<Driver>> = {
  async fs() {
    const root = mkdtempSync(path.join(tmpdir(), 'linkhub-store-'));
    return { store: fsObjectStore(root), close: async () => rmSync(root, { recursive: true, force: true }) };
  },
  async s3() {
    const server: TestS3Server = await startTestS3Server();
    const store = s3ObjectStore(server.options);
    return {
      store,
      async close() {
        await store.close?.();
        await server.close();
      },
    };
  },
};

const name = (extension = 'png') => `${randomUUID()}.${extension}`;
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A stream that hands out `bytes` in chunks of odd sizes, like a network body. */
function chunked(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0, size = 1; at < bytes.length; at += size, size = (size * 7 + 13) % 65_521 || 1) {
    chunks.push(bytes.subarray(at, at + size));
  }
  return Readable.from(chunks);
}

describe.each(['fs', 's3'] as const)('object store contract: %s', (kind) => {
  let driver: Driver;
  let store: ObjectStore;
  beforeAll(async () => {
    driver = await drivers[kind]();
    store = driver.store;
  });
  afterAll(() => driver.close());

  it('gives back a Buffer body byte for byte, and its size and date', async () => {
    const bytes = randomBytes(300_001);
    const file = name();
    await store.put(file, bytes, { contentType: 'image/png' });
    const back = await buffer(await store.read(file));
    expect(back.length).toBe(bytes.length);
    expect(md5(back)).toBe(md5(bytes));
    const stat = await store.stat(file);
    expect(stat?.size).toBe(bytes.length);
    expect(stat?.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await store.exists(file)).toBe(true);
  });

  it('gives back stream bodies byte for byte, of known and unknown length (no checksum framing)', async () => {
    for (const size of [11, 100_000, 6 * 1024 * 1024 + 5]) {
      const bytes = randomBytes(size);
      const unknown = name();
      await store.put(unknown, chunked(bytes));
      const known = name();
      await store.put(known, chunked(bytes), { size });
      for (const file of [unknown, known]) {
        const back = await buffer(await store.read(file));
        expect([file, back.length]).toEqual([file, size]);
        expect(md5(back)).toBe(md5(bytes));
      }
    }
  });

  it('reads one byte range exactly', async () => {
    const bytes = randomBytes(4096);
    const file = name();
    await store.put(file, bytes);
    expect(await buffer(await store.read(file, { start: 0, end: 0 }))).toEqual(bytes.subarray(0, 1));
    expect(await buffer(await store.read(file, { start: 100, end: 1099 }))).toEqual(bytes.subarray(100, 1100));
    expect(await buffer(await store.read(file, { start: 4000, end: 4095 }))).toEqual(bytes.subarray(4000));
  });

  it('replaces a file written again under the same name', async () => {
    const file = name();
    await store.put(file, Buffer.from('primero'));
    await store.put(file, Buffer.from('segundo, más largo'));
    expect((await buffer(await store.read(file))).toString()).toBe('segundo, más largo');
  });

  it('answers a missing file alike: ENOENT on read, null stat, false exists, delete without error', async () => {
    const file = name();
    await expect(store.read(file)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(store.read(file, { start: 0, end: 10 })).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await store.stat(file)).toBeNull();
    expect(await store.exists(file)).toBe(false);
    await expect(store.delete(file)).resolves.toBeUndefined();
  });

  it('deletes, and lists only the names it stores', async () => {
    const kept = name('webp');
    const gone = name('gif');
    await store.put(kept, Buffer.from('a'));
    await store.put(gone, Buffer.from('bb'));
    await store.delete(gone);
    await expect(store.read(gone)).rejects.toMatchObject({ code: 'ENOENT' });
    const listed = new Map<string, number>();
    for await (const file of store.list()) listed.set(file.name, file.size);
    expect(listed.get(kept)).toBe(1);
    expect(listed.has(gone)).toBe(false);
  });

  it('refuses names the server does not generate', async () => {
    for (const bad of ['../etc/passwd', 'a/b.png', `${randomUUID()}.svg`, '']) {
      await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow(/unsafe stored object name/);
      await expect(store.read(bad)).rejects.toThrow(/unsafe stored object name/);
    }
  });

  describe('through the app', () => {
    let t: TestApp;
    let owner: Awaited<ReturnType<TestApp['user']>>;
    beforeAll(async () => {
      t = await createTestApp({ objectStore: store });
      owner = await t.user();
    });
    afterAll(() => t.close());

    async function upload(bytes: Buffer) {
      const key = name();
      const res = await t.request({
        method: 'POST',
        url: `/storage/v1/object/background-images/${key}`,
        as: owner,
        headers: { 'content-type': 'image/png' },
        payload: bytes,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.database.db.select().from(storageObjects).where(eq(storageObjects.key, key));
      if (!row) throw new Error('no row');
      return { key, row, url: `/storage/v1/object/public/background-images/${key}` };
    }

    it('serves an upload with its ETag, 304 for a fresh copy and 206 for a range', async () => {
      const { row, url } = await upload(await png(64, 64, '#123456'));
      const stored = await buffer(await store.read(row.fileName));
      const whole = await t.request({ method: 'GET', url });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload).toEqual(stored);
      expect(whole.headers.etag).toBe(`"${md5(stored)}"`);
      expect(Number(whole.headers['content-length'])).toBe(stored.length);

      const fresh = await t.request({ method: 'GET', url, headers: { 'if-none-match': String(whole.headers.etag) } });
      expect(fresh.statusCode).toBe(304);
      expect(fresh.rawPayload.length).toBe(0);

      const range = await t.request({ method: 'GET', url, headers: { range: 'bytes=5-24' } });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-range']).toBe(`bytes 5-24/${stored.length}`);
      expect(range.rawPayload).toEqual(stored.subarray(5, 25));

      const head = await t.request({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(Number(head.headers['content-length'])).toBe(stored.length);
    });

    it("answers Storage's NoSuchKey when a row's file is gone, as for a key that never existed", async () => {
      const { row, url } = await upload(await png(8, 8, '#abcdef'));
      await store.delete(row.fileName);
      const lost = await t.request({ method: 'GET', url });
      const never = await t.request({ method: 'GET', url: `/storage/v1/object/public/background-images/${name()}` });
      expect(lost.statusCode).toBe(400);
      expect(lost.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
      expect([lost.statusCode, lost.json()]).toEqual([never.statusCode, never.json()]);
      expect((await t.request({ method: 'GET', url, headers: { range: 'bytes=0-3' } })).json()).toEqual(never.json());
    });

    it('sweeps files no row names (sparing recent ones when told) and collects unused images', async () => {
      const orphan = name();
      await store.put(orphan, Buffer.from('nadie me nombra'));
      const spared = await sweepOrphanFiles({ db: t.database.db, store }, { olderThan: new Date(Date.now() - 60 * 60_000) });
      expect(spared.orphanFiles).toBe(0);
      expect(await store.exists(orphan)).toBe(true);
      const swept = await sweepOrphanFiles({ db: t.database.db, store });
      expect(swept.orphanFiles).toBeGreaterThanOrEqual(1);
      expect(await store.exists(orphan)).toBe(false);

      const { row } = await upload(await png(9, 9, '#fedcba'));
      const report = await collectUnusedImages({ db: t.database.db, store }, { olderThan: new Date(Date.now() + 1000), ownerId: owner.id });
      expect(report.removed).toBeGreaterThanOrEqual(1);
      expect(await store.exists(row.fileName)).toBe(false);
    });
  });
});

// Keeps the fixture honest: a folder entry that is not a stored name is never listed by the disk driver.
describe('fs driver specifics', () => {
  it('ignores temporary and foreign files when listing, and removes unfinished writes', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'linkhub-store-'));
    try {
      const store = fsObjectStore(root);
      const file = name();
      await store.put(file, Buffer.from('x'));
      writeFileSync(path.join(root, file.slice(0, 2), `${file}.123.456.tmp`), 'half');
      writeFileSync(path.join(root, file.slice(0, 2), 'notes.txt'), 'mine');
      const names = [];
      for await (const entry of store.list()) names.push(entry.name);
      expect(names).toEqual([file]);
      expect(await store.removeUnfinished()).toBe(1);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
