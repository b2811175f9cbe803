import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, oversized, phoneJpeg, png, svg } from '../../test/images';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let baseUrl: string;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  user = await t.user();
});
afterAll(() => t.close());

function form(bytes: Buffer, options: { field?: string; type?: string; filename?: string } = {}) {
  const body = new FormData();
  body.append(options.field ?? 'image', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }), options.filename ?? 'foto.png');
  return body;
}

async function upload(body: FormData | string, token: string | null = user.token, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/upload/image`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body,
  });
}

describe('POST /api/upload/image', () => {
  it('stores the image and answers its absolute public URL as imageUrl', async () => {
    const res = await upload(form(await phoneJpeg(), { type: 'image/jpeg', filename: 'IMG_0001.JPG' }));
    expect(res.status).toBe(201);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(new RegExp(`^${baseUrl}/storage/v1/object/public/item-images/[0-9a-f-]{36}\\.jpg$`));

    const image = await fetch(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('jpeg');
  });

  it('names the file by the sniffed type, not by the uploaded name or declared type', async () => {
    const res = await upload(form(await png(), { type: 'image/jpeg', filename: 'foto.jpg' }));
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/\.png$/);
    expect((await fetch(imageUrl)).headers.get('content-type')).toBe('image/png');
  });

  it('builds the URL from PUBLIC_URL, or from the proxy headers of a trusted proxy', async () => {
    const multipart = await injectForm(await png());
    const res = await t.request({
      method: 'POST',
      url: '/api/upload/image',
      as: user,
      payload: multipart.payload,
      headers: { ...multipart.headers, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'enlaces.example' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().imageUrl).toMatch(/^https:\/\/enlaces\.example\/storage\/v1\/object\/public\/item-images\//);

    const configured = await createOtherApp('https://linkhub.example');
    try {
      const other = await configured.user();
      const answer = await configured.request({ method: 'POST', url: '/api/upload/image', as: other, ...(await injectForm(await png())) });
      expect(answer.json().imageUrl).toMatch(/^https:\/\/linkhub\.example\/storage\/v1\/object\/public\/item-images\//);
    } finally {
      await configured.close();
    }
  });

  it('answers 401 without a signed-in user', async () => {
    const res = await upload(form(await png()), null);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Debes iniciar sesión para hacer esto.', code: 'unauthorized' });
  });

  it('refuses files that are not JPEG, PNG, GIF or WebP images, whatever their name says', async () => {
    for (const [bytes, type, filename] of [
      [svg, 'image/svg+xml', 'dibujo.svg'],
      [html, 'image/png', 'pagina.png'],
      [Buffer.from('texto'), 'text/plain', 'nota.txt'],
    ] as const) {
      const res = await upload(form(bytes, { type, filename }));
      expect(res.status, filename).toBe(415);
      expect(await res.json()).toEqual({ error: 'El archivo no es una imagen válida (JPEG, PNG, GIF o WebP).', code: 'not_an_image' });
    }
  });

  it('refuses an image over 5 MB with 413', async () => {
    const res = await upload(form(oversized()));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'La imagen no debe superar los 5MB.', code: 'image_too_large' });
  });

  it('needs the file in the field "image" of a multipart body', async () => {
    const wrongField = await upload(form(await png(), { field: 'archivo' }));
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ error: 'Falta la imagen: envía el archivo en el campo "image".', code: 'image_missing' });
    const notMultipart = await upload(JSON.stringify({ image: 'x' }), user.token, { 'content-type': 'application/json' });
    expect(notMultipart.status).toBe(400);
  });
});

async function injectForm(bytes: Buffer) {
  const request = new Request('http://x/', { method: 'POST', body: form(bytes) });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

function createOtherApp(publicUrl: string) {
  return createTestApp({ publicUrl });
}
