import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { memoryCounters, postgresCounters } from '../../counters/counters';
import { postItemImage } from '../../test/factories';
import { png } from '../../test/images';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { readImageHeader } from './process-image';
import { decodeCost } from './process-upload-image';

// Issue 33 N-5, decision 866: the hourly image budget is charged by decoding cost (pixels x bytes
// per pixel), not by count, and shared across instances.

const BUDGET_MESSAGE = 'Has subido demasiadas imágenes grandes en la última hora. Inténtalo de nuevo más tarde o sube imágenes más pequeñas.';

/** 1,200 x 1,000 RGBA: 4.6 MB decoded with 8 bits a channel (cost 5), 9.2 MB with 16 (cost 10). */
const photo = (bits: 8 | 16) => {
  const image = sharp({ create: { width: 1200, height: 1000, channels: 4, background: '#336699' } });
  return (bits === 16 ? image.toColourspace('rgb16') : image).png().toBuffer();
};

describe('the hourly image budget, charged by decoding cost', () => {
  it('reads the cost from the header: pixels x channels x bytes per channel', async () => {
    expect(decodeCost((await readImageHeader(await photo(8))).decodedBytes)).toBe(5);
    expect(decodeCost((await readImageHeader(await photo(16))).decodedBytes)).toBe(10);
    expect(decodeCost((await readImageHeader(await png())).decodedBytes)).toBe(1);
  });

  it('one 16-bit image spends what two 8-bit ones do; the next is refused at both doors, counted across instances', async () => {
    const database = await openTestDatabase();
    const quiet = { warn: () => {}, info: () => {} };
    const counters = database.pool ? postgresCounters(database.pool as pg.Pool, quiet) : memoryCounters();
    // Many uploads allowed by count: only the cost refuses.
    const limits = { imageDecodeMbPerHour: 10, uploadsPerHour: 50 };
    const a = await createTestApp({ database, counters, limits });
    const b = await createTestApp({ database, counters, limits });
    try {
      const [heavy, light] = [await a.user(), await a.user()];
      expect((await postItemImage(a, heavy, await photo(16))).statusCode).toBe(201);
      // Spent on instance a: refused on instance b, by the API and by the storage protocol.
      const refused = await postItemImage(b, heavy, await png());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: BUDGET_MESSAGE, code: 'too_many_uploads' });
      const storage = await b.request({
        method: 'POST',
        url: `/storage/v1/object/item-images/${randomUUID()}.png`,
        as: heavy,
        headers: { 'content-type': 'image/png' },
        payload: await png(),
      });
      expect(storage.json()).toMatchObject({ statusCode: '429', message: BUDGET_MESSAGE });

      // The same budget holds two 8-bit images of the same size; a third would pass it.
      expect((await postItemImage(b, light, await photo(8))).statusCode).toBe(201);
      expect((await postItemImage(a, light, await photo(8))).statusCode).toBe(201);
      const third = await postItemImage(b, light, await photo(8));
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ error: BUDGET_MESSAGE, code: 'too_many_uploads' });

      // Another account is not charged for theirs.
      expect((await postItemImage(b, await b.user(), await photo(16))).statusCode).toBe(201);
    } finally {
      await b.close();
      await a.close();
      await database.close();
    }
  });
});
