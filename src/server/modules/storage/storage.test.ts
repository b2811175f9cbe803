import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageObjects } from '../../db/schema';
import { animatedGif, html, oversized, phoneJpeg, png, svg, webp } from '../../test/images';
import { anonKeyOf, supabaseClient } from '../../test/supabase';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
let anonKey: string;
let owner: SupabaseClient;
let stranger: SupabaseClient;

async function signedInClient(): Promise<SupabaseClient> {
  const supabase = supabaseClient(baseUrl, anonKey);
  const { error } = await supabase.auth.signUp({ email: `foto-${crypto.randomUUID()}@example.com`, password: 'clave-123' });
  expect(error).toBeNull();
  return supabase;
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  anonKey = await anonKeyOf(baseUrl);
  owner = await signedInClient();
  stranger = await signedInClient();
});
afterAll(() => t.close());

const name = (extension = 'png') => `${crypto.randomUUID()}.${extension}`;
const blob = (bytes: Buffer, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });
const storedFiles = () =>
  readdirSync(t.uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

async function uploaded(bucket: string, key: string, bytes: Buffer, options: { upsert?: boolean; client?: SupabaseClient } = {}) {
  const supabase = options.client ?? owner;
  return supabase.storage.from(bucket).upload(key, blob(bytes), { cacheControl: '3600', upsert: options.upsert ?? false });
}

describe('upload and public URL (supabase-js)', () => {
  it('stores a profile picture and serves it at its public URL with caching headers', async () => {
    const key = name('jpg');
    const { data, error } = await uploaded('profile-picture', key, await phoneJpeg());
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: key, fullPath: `profile-picture/${key}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const { data: url } = owner.storage.from('profile-picture').getPublicUrl(key);
    expect(url.publicUrl).toBe(`${baseUrl}/storage/v1/object/public/profile-picture/${key}`);
    const res = await fetch(url.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Date(res.headers.get('last-modified') ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);

    // Re-encoded: the EXIF (camera, GPS position) is gone and the orientation is applied.
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(bytes.toString('latin1')).not.toContain('TelefonoMarca');
  });

  it('keeps what it knows of each file in storage_objects and the bytes under a generated name', async () => {
    const key = `carpeta/${name('png')}`;
    const { error } = await uploaded('background-images', key, await png());
    expect(error).toBeNull();
    const { data: user } = await owner.auth.getUser();
    const [row] = await t.database.db.select().from(storageObjects).where(eq(storageObjects.key, key));
    expect(row).toMatchObject({ bucket: 'background-images', ownerId: user.user?.id, contentType: 'image/png', cacheControl: 'max-age=3600' });
    expect(row?.fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(row?.fileName).not.toContain(key);
    expect(storedFiles().some((file) => file.endsWith(row?.fileName ?? '-'))).toBe(true);
  });

  it('takes raw bodies too, and trusts the bytes, not the declared type', async () => {
    const key = name('webp');
    const { error } = await owner.storage.from('background-images').upload(key, await webp(), { contentType: 'text/html' });
    expect(error).toBeNull();
    const res = await fetch(`${baseUrl}/storage/v1/object/public/background-images/${key}`);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  it("serves the upload's own cache time, from the multipart field or the raw Cache-Control header", async () => {
    const multipart = name();
    await owner.storage.from('background-images').upload(multipart, blob(await png()), { cacheControl: '60' });
    const raw = name();
    await owner.storage.from('background-images').upload(raw, await png(), { cacheControl: '120', contentType: 'image/png' });
    const cacheOf = async (key: string) =>
      (await fetch(`${baseUrl}/storage/v1/object/public/background-images/${key}`)).headers.get('cache-control');
    expect(await cacheOf(multipart)).toBe('max-age=60');
    expect(await cacheOf(raw)).toBe('max-age=120');
  });

  it('keeps GIF animations', async () => {
    const key = name('gif');
    expect((await uploaded('background-images', key, await animatedGif())).error).toBeNull();
    const res = await fetch(`${baseUrl}/storage/v1/object/public/background-images/${key}`);
    expect(res.headers.get('content-type')).toBe('image/gif');
    const meta = await sharp(Buffer.from(await res.arrayBuffer()), { animated: true }).metadata();
    expect(meta.pages).toBe(2);
  });
});

describe('overwriting', () => {
  it('refuses an existing name without upsert: KeyAlreadyExists (HTTP 400, statusCode 409)', async () => {
    const key = name();
    await uploaded('background-images', key, await png());
    const { data, error } = await uploaded('background-images', key, await png());
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, statusCode: '409' });
    const raw = await t.request({
      method: 'POST',
      url: `/storage/v1/object/background-images/${key}`,
      headers: { authorization: `Bearer ${(await owner.auth.getSession()).data.session?.access_token}`, 'content-type': 'image/png' },
      payload: await png(),
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual({ statusCode: '409', code: 'KeyAlreadyExists', error: 'Duplicate', message: 'El archivo ya existe.' });
  });

  it('replaces a background with upsert, changing the ETag and deleting the old bytes', async () => {
    const key = name();
    await uploaded('background-images', key, await png(16, 16, '#ff0000'));
    const url = `${baseUrl}/storage/v1/object/public/background-images/${key}`;
    const first = await fetch(url);
    const before = storedFiles().length;
    const { error } = await uploaded('background-images', key, await png(16, 16, '#00ff00'), { upsert: true });
    expect(error).toBeNull();
    const second = await fetch(url);
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
    const { data } = await sharp(Buffer.from(await second.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0, 255, 0]);
    expect(storedFiles().length).toBe(before);
  });

  it('never overwrites a profile picture, even with upsert', async () => {
    const key = name();
    await uploaded('profile-picture', key, await png());
    const { error } = await uploaded('profile-picture', key, await png(), { upsert: true });
    expect(error).toMatchObject({ statusCode: '409' });
  });

  it("refuses to replace another user's file", async () => {
    const key = name();
    await uploaded('background-images', key, await png());
    const { error } = await uploaded('background-images', key, await png(), { upsert: true, client: stranger });
    expect(error).toMatchObject({ status: 400, statusCode: '403' });
  });
});

describe('refusals', () => {
  it('refuses uploads without a signed-in user', async () => {
    const anonymous = supabaseClient(baseUrl, anonKey);
    const { error } = await anonymous.storage.from('profile-picture').upload(name(), blob(await png()));
    expect(error).toMatchObject({ status: 400, statusCode: '403' });
  });

  it('refuses what is not a JPEG, PNG, GIF or WebP image by its bytes: InvalidMimeType', async () => {
    for (const [bytes, type] of [
      [svg, 'image/svg+xml'],
      [html, 'image/png'],
      [Buffer.from('hola'), 'text/plain'],
      [Buffer.from('%PDF-1.4\n%...'), 'image/png'],
    ] as const) {
      const { error } = await owner.storage.from('profile-picture').upload(name(), blob(bytes, type));
      expect(error, type).toMatchObject({ status: 400, statusCode: '415' });
      expect(error?.message).toBe('El archivo no es una imagen válida (JPEG, PNG, GIF o WebP).');
    }
    const truncated = (await phoneJpeg()).subarray(0, 200);
    const { error } = await owner.storage.from('profile-picture').upload(name('jpg'), blob(truncated, 'image/jpeg'));
    expect(error).toMatchObject({ statusCode: '415', message: 'La imagen está dañada o no se puede leer.' });
  });

  it('refuses a file over 5 MB with 413, multipart or raw', async () => {
    const { error } = await owner.storage.from('profile-picture').upload(name(), blob(oversized()));
    expect(error).toMatchObject({ status: 413, statusCode: '413' });
    expect(error?.message).toBe('La imagen no debe superar los 5MB.');
    const raw = await owner.storage.from('profile-picture').upload(name(), oversized(), { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ status: 413, statusCode: '413' });
  });

  it('cuts a chunked body over 5 MB while it streams', async () => {
    const token = (await owner.auth.getSession()).data.session?.access_token ?? '';
    const chunk = Buffer.alloc(1024 * 1024, 1);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) return controller.close();
        sent += 1;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    const res = await fetch(`${baseUrl}/storage/v1/object/profile-picture/${name()}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
  });

  it('refuses keys that are not a UUID with an image extension, and any path trickery', async () => {
    const token = (await owner.auth.getSession()).data.session?.access_token ?? '';
    const uuid = crypto.randomUUID();
    for (const key of [
      'foto.png',
      `${uuid}.svg`,
      `${uuid}.html`,
      `${uuid}.png.html`,
      `a/b/${uuid}.png`,
      `%2e%2e%2f${uuid}.png`,
      `..%2f..%2f${uuid}.png`,
      `carpeta%2f..%2f${uuid}.png`,
    ]) {
      const res = await t.request({
        method: 'POST',
        url: `/storage/v1/object/profile-picture/${key}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
        payload: await png(),
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json(), key).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
  });

  it('answers an unknown bucket and a missing object in the storage shape', async () => {
    const bucket = await owner.storage.from('privado').upload(name(), blob(await png()));
    expect(bucket.error).toMatchObject({ status: 400, statusCode: '404' });
    const res = await fetch(`${baseUrl}/storage/v1/object/public/profile-picture/${name()}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});

describe('conditional and partial reads', () => {
  let url: string;
  let full: Buffer;
  let etag: string;
  beforeAll(async () => {
    const key = name();
    await uploaded('background-images', key, await png(64, 64));
    url = `${baseUrl}/storage/v1/object/public/background-images/${key}`;
    const res = await fetch(url);
    full = Buffer.from(await res.arrayBuffer());
    etag = res.headers.get('etag') ?? '';
  });

  it('answers 304 to a matching If-None-Match or a fresh If-Modified-Since', async () => {
    const cached = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    expect((await cached.arrayBuffer()).byteLength).toBe(0);
    const changed = await fetch(url, { headers: { 'if-none-match': '"otro"' } });
    expect(changed.status).toBe(200);
    const since = await fetch(url, { headers: { 'if-modified-since': new Date(Date.now() + 1000).toUTCString() } });
    expect(since.status).toBe(304);
  });

  it('answers 206 with one byte range, 416 past the end', async () => {
    const part = await fetch(url, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${full.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(full.subarray(0, 10));
    const tail = await fetch(url, { headers: { range: 'bytes=-5' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(full.subarray(full.length - 5));
    const outside = await fetch(url, { headers: { range: `bytes=${full.length + 10}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${full.length}`);
    const stale = await fetch(url, { headers: { range: 'bytes=0-9', 'if-range': '"viejo"' } });
    expect(stale.status).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await fetch(url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(full.length));
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});
