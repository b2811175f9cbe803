import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageObjects, uploadAttempts } from '../../db/schema';
import { postItemImage } from '../../test/factories';
import { manyFrameGif, png } from '../../test/images';
import { multipart } from '../../test/multipart';
import { slowRequest } from '../../test/slow-request';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { ImageWork, ImageWorkBusy, SMALL_IMAGE_MB } from './image-work';
import { storageUploadError } from './upload-errors';
import { databaseUploadCounter } from './upload-counter';

// Image work that one account can make the server do (issue 17, decision 853).

const HOUR_MS = 60 * 60 * 1000;
let t: TestApp;
let origin: string;
const imageWork = new ImageWork();

beforeAll(async () => {
  t = await createTestApp({ limits: { uploadsPerHour: 6 }, imageWork });
  origin = await t.listen();
});
afterAll(() => t.close());

const attempts = async (userId: string) =>
  (await t.database.db.select({ n: count() }).from(uploadAttempts).where(eq(uploadAttempts.ownerId, userId)))[0]?.n ?? 0;

const putObject = (as: TestUser, bucket: string, key: string, bytes: Buffer, upsert = false) =>
  t.request({
    method: 'POST',
    url: `/storage/v1/object/${bucket}/${key}`,
    as,
    headers: { 'content-type': 'image/gif', ...(upsert ? { 'x-upsert': 'true' } : {}) },
    payload: bytes,
  });

describe('refused before the body is read', () => {
  // Storage errors travel as HTTP 400 with their own status in the body, as Supabase's do.
  it.each([
    ['x-upsert onto an existing profile picture (a bucket that never overwrites)', 'profile-picture', 'self', 409, 'El archivo ya existe.'],
    ["x-upsert onto another owner's background", 'background-images', 'other', 403, 'Este archivo pertenece a otro usuario.'],
    ['an existing key without x-upsert', 'background-images', 'self-plain', 409, 'El archivo ya existe.'],
  ])('%s', async (_name, bucket, whose, status, message) => {
    const [owner, other] = [await t.user(), await t.user()];
    const key = `${randomUUID()}.png`;
    expect((await putObject(whose === 'other' ? other : owner, bucket, key, await png())).statusCode).toBe(200);
    const counted = await attempts(owner.id);
    const hostile = manyFrameGif(5900);
    // A real socket: the headers and 100 bytes of a 136 KB body; the answer comes without the rest.
    const slow = slowRequest(origin, {
      method: 'POST',
      path: `/storage/v1/object/${bucket}/${key}`,
      headers: { authorization: owner.headers.authorization, 'content-type': 'image/gif', ...(whose === 'self-plain' ? {} : { 'x-upsert': 'true' }) },
      declaredLength: hostile.length,
      first: hostile.subarray(0, 100),
    });
    let answer;
    try {
      answer = await slow.response;
    } finally {
      slow.destroy();
    }
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: String(status), message });
    // Nothing processed, so nothing counted; the stored file is untouched.
    expect(await attempts(owner.id)).toBe(counted);
    const [row] = await t.database.db.select().from(storageObjects).where(eq(storageObjects.key, key));
    expect(row?.contentType).toBe('image/png');
  });
});

describe('the hourly count', () => {
  it('counts every processed upload, refused or stored, at both doors', async () => {
    const owner = await t.user();
    const refusals = [
      await putObject(owner, 'item-images', `${randomUUID()}.gif`, manyFrameGif(5900)),
      await putObject(owner, 'item-images', `${randomUUID()}.png`, Buffer.from('no soy una imagen')),
      await postItemImage(t, owner, manyFrameGif(400)),
      await postItemImage(t, owner, Buffer.from('GIF89a roto')),
    ];
    // 413 for size, 415 for what is no image (the storage door sends that one as HTTP 400).
    expect(refusals.map((res) => res.statusCode)).toEqual([413, 400, 413, 415]);
    expect((await postItemImage(t, owner, await png())).statusCode).toBe(201);
    expect((await putObject(owner, 'item-images', `${randomUUID()}.png`, await png())).statusCode).toBe(200);
    expect(await attempts(owner.id)).toBe(6);
    const message = 'Has subido demasiadas imágenes en la última hora (máximo 6). Inténtalo de nuevo más tarde.';
    const over = await postItemImage(t, owner, await png());
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: message, code: 'too_many_uploads' });
    const overStorage = await putObject(owner, 'item-images', `${randomUUID()}.png`, await png());
    expect(overStorage.json()).toMatchObject({ statusCode: '429', message });
    expect(await attempts(owner.id)).toBe(6);
  });

  it('the counter: parallel takes never pass the maximum, and old ones leave the window', async () => {
    const counter = databaseUploadCounter(t.database.db);
    const ownerId = randomUUID();
    const taken = await Promise.all(Array.from({ length: 10 }, () => counter.take(ownerId, 4, HOUR_MS)));
    expect(taken.filter(Boolean)).toHaveLength(4);
    expect(await counter.count(ownerId, HOUR_MS)).toBe(4);
    await t.database.db.update(uploadAttempts).set({ createdAt: new Date(Date.now() - 2 * HOUR_MS) }).where(eq(uploadAttempts.ownerId, ownerId));
    expect(await counter.count(ownerId, HOUR_MS)).toBe(0);
    expect(await counter.take(ownerId, 4, HOUR_MS)).toBe(true);
    // The old rows went when the new one came.
    expect(await attempts(ownerId)).toBe(1);
  });
});

describe('frames and decoded pixels', () => {
  it("refuses the probe's 5,900 frames and an animation over 25 million pixels; keeps the largest allowed whole", async () => {
    const owner = await t.user();
    const frames = await putObject(owner, 'item-images', `${randomUUID()}.gif`, manyFrameGif(5900));
    expect(frames.statusCode).toBe(413);
    expect(frames.json()).toMatchObject({ message: 'La animación tiene demasiados fotogramas (máximo 300).' });
    const pixels = await postItemImage(t, owner, manyFrameGif(300, 300));
    expect(pixels.statusCode).toBe(413);
    expect(pixels.json().error).toMatch(/^La imagen tiene demasiados píxeles para procesarla/);

    const largest = await postItemImage(t, owner, manyFrameGif(300, 258));
    expect(largest.statusCode, largest.body).toBe(201);
    const stored = await t.request({ method: 'GET', url: new URL(largest.json<{ imageUrl: string }>().imageUrl).pathname });
    const meta = await sharp(stored.rawPayload, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'gif', pages: 300, width: 258, pageHeight: 258 });
  });

  it('refuses a still image over 50 megapixels from its header, before decoding it', async () => {
    const owner = await t.user();
    // 8,000 x 7,000 of one colour: a small file announcing 56 million pixels.
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    const res = await postItemImage(t, owner, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/demasiados píxeles/);
  }, 30_000);
});

describe('image work per account and in the queue', () => {
  it('lets an account have two uploads in progress; a third is refused at once, and the places come back', async () => {
    const owner = await t.user();
    const bytes = await png();
    const started = [0, 1].map(() => {
      const body = multipart([{ name: 'image', value: bytes, fileName: 'a.png', contentType: 'image/png' }]);
      const slow = slowRequest(origin, {
        method: 'POST',
        path: '/api/upload/image',
        headers: { authorization: owner.headers.authorization, 'content-type': body.headers['content-type'] },
        declaredLength: body.payload.length,
        first: body.payload.subarray(0, 10),
      });
      return { slow, rest: body.payload.subarray(10) };
    });
    try {
      // Both hold their places while their bodies trickle in.
      await expect.poll(() => imageWork.taken(owner.id)).toBe(2);
      const third = await postItemImage(t, owner, bytes);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ error: 'Ya se están subiendo 2 imágenes tuyas. Espera a que terminen e inténtalo de nuevo.', code: 'too_many_uploads' });
      const storage = await putObject(owner, 'item-images', `${randomUUID()}.png`, bytes);
      expect(storage.json()).toMatchObject({ statusCode: '429', message: 'Ya se están subiendo 2 imágenes tuyas. Espera a que terminen e inténtalo de nuevo.' });
      expect(started.some(({ slow }) => slow.answered())).toBe(false);
      // Another account is not held up.
      expect((await postItemImage(t, await t.user(), bytes)).statusCode).toBe(201);
      for (const { slow, rest } of started) slow.end(rest);
      expect((await Promise.all(started.map(({ slow }) => slow.response))).map((answer) => answer.status)).toEqual([201, 201]);
    } finally {
      for (const { slow } of started) slow.destroy();
    }
    await expect.poll(() => imageWork.taken(owner.id)).toBe(0);
    expect((await postItemImage(t, owner, bytes)).statusCode).toBe(201);
  });

  it('runs one image at a time and refuses past the waiting room', async () => {
    const work = new ImageWork({ concurrency: 1, perAccount: 2, maxWaiting: 2 });
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    let account = 0;
    const job = () =>
      work.run(`cuenta-${account++}`, async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running--;
      });
    const jobs = [job(), job(), job()];
    await expect(job()).rejects.toEqual(new ImageWorkBusy('server'));
    // One at a time: each job's gate appears only once the one before has finished.
    for (let n = 0; n < jobs.length; n++) {
      await expect.poll(() => gates.length).toBe(1);
      gates.shift()?.();
    }
    await Promise.all(jobs);
    expect(most).toBe(1);

    const release = work.enter('a');
    work.enter('a');
    expect(() => work.enter('a')).toThrow(ImageWorkBusy);
    release();
    release();
    expect(() => work.enter('a')).not.toThrow();
  });

  it('is fair per account: one image of an account waits at most, and accounts take turns (issue 33 N-5)', async () => {
    const work = new ImageWork({ concurrency: 1, perAccount: 2, maxWaiting: 16 });
    const order: string[] = [];
    const gates = new Map<string, () => void>();
    const job = (name: string, account: string) =>
      work.run(account, async () => {
        order.push(name);
        await new Promise<void>((resolve) => gates.set(name, resolve));
      });
    const a1 = job('a1', 'a');
    await expect.poll(() => order).toEqual(['a1']);
    const a2 = job('a2', 'a');
    // A second image of the account while one waits: refused at once.
    await expect(job('a3', 'a')).rejects.toEqual(new ImageWorkBusy('waiting'));
    const b1 = job('b1', 'b');
    const c1 = job('c1', 'c');
    expect(work.waitingCount).toBe(3);
    // a1 done: the turn goes to b, which came after a2, not to a again.
    gates.get('a1')?.();
    await expect.poll(() => order).toEqual(['a1', 'b1']);
    gates.get('b1')?.();
    await expect.poll(() => order).toEqual(['a1', 'b1', 'a2']);
    gates.get('a2')?.();
    await expect.poll(() => order).toEqual(['a1', 'b1', 'a2', 'c1']);
    gates.get('c1')?.();
    await Promise.all([a1, a2, b1, c1]);
  });

  it("answers a second waiting image with the reason, in Spanish, at both doors", () => {
    expect(storageUploadError(new ImageWorkBusy('waiting'))).toMatchObject({
      httpStatus: 429,
      message: 'Ya tienes una imagen esperando su turno. Espera a que termine e inténtalo de nuevo.',
    });
  });

  it('a small image never waits behind a large one: it has a lane of its own', async () => {
    const work = new ImageWork({ concurrency: 1, perAccount: 2, maxWaiting: 16 });
    let releaseLarge = () => {};
    const large = work.run('pesada', () => new Promise<void>((resolve) => (releaseLarge = resolve)), 400);
    const largeAgain = work.run('otra-pesada', async () => 'grande', 400);
    // While the large one decodes and another large one waits, a small one is done.
    await expect(work.run('ligera', async () => 'pequeña', SMALL_IMAGE_MB)).resolves.toBe('pequeña');
    expect(work.waitingCount).toBe(1);
    releaseLarge();
    await large;
    await expect(largeAgain).resolves.toBe('grande');
  });
});
