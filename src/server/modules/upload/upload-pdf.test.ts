import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_UPLOAD_MAX_BYTES } from '@shared/constants';
import { storageObjects } from '../../db/schema';
import { postItemImage, postItemPdf } from '../../test/factories';
import { noisyPng, pdf, png } from '../../test/images';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

const NOT_A_PDF = { error: 'El archivo no es un documento PDF válido.', code: 'not_a_pdf' };
const TOO_LARGE = { error: 'El PDF no debe superar los 20MB.', code: 'pdf_too_large' };

interface UploadedPdf {
  url: string;
  filename: string;
  filesize: number;
}

const ownedRows = (t: TestApp, ownerId: string) =>
  t.database.db.select().from(storageObjects).where(eq(storageObjects.ownerId, ownerId));

describe('POST /api/upload/pdf', () => {
  let t: TestApp;
  let baseUrl: string;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.listen();
    user = await t.user();
  });
  afterAll(() => t.close());

  it('keeps the PDF in item-files and answers its URL, its sanitised name and its size', async () => {
    const bytes = pdf('Carta de verano');
    const res = await postItemPdf(t, user, bytes, 'Menú de verano.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<UploadedPdf>();
    expect(answer).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/storage\/v1\/object\/public\/item-files\/[0-9a-f-]{36}\.pdf$/),
      filename: 'Menú de verano.pdf',
      filesize: bytes.length,
    });
    const [row] = await ownedRows(t, user.id);
    expect(row).toMatchObject({ bucket: 'item-files', contentType: 'application/pdf', size: bytes.length, originalName: 'Menú de verano.pdf' });
  });

  it('serves the same bytes as application/pdf, as an attachment under its name, sandboxed', async () => {
    const bytes = pdf('Precios');
    const res = await postItemPdf(t, user, bytes, 'Lista de precios – 2025.pdf');
    const { url } = res.json<UploadedPdf>();
    const served = await fetch(`${baseUrl}${new URL(url).pathname}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="Lista de precios _ 2025.pdf"; filename*=UTF-8''Lista%20de%20precios%20%E2%80%93%202025.pdf`,
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('cache-control')).toBe('max-age=3600');

    const head = await fetch(`${baseUrl}${new URL(url).pathname}`, { method: 'HEAD' });
    expect(head.headers.get('content-disposition')).toContain('attachment;');
    const range = await fetch(`${baseUrl}${new URL(url).pathname}`, { headers: { range: 'bytes=0-4' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('%PDF-');
  });

  it('judges by the bytes: a PNG named .pdf is refused, a PDF named .png is a PDF (and not an image)', async () => {
    const owner = await t.user();
    const pngAsPdf = await postItemPdf(t, owner, await png(), 'foto.pdf', 'application/pdf');
    expect(pngAsPdf.statusCode).toBe(415);
    expect(pngAsPdf.json()).toEqual(NOT_A_PDF);
    expect(await ownedRows(t, owner.id)).toHaveLength(0);

    const pdfAsImage = await postItemImage(t, owner, pdf());
    expect(pdfAsImage.statusCode).toBe(415);
    expect(pdfAsImage.json()).toEqual({ error: 'El archivo no es una imagen válida (JPEG, PNG, GIF o WebP).', code: 'not_an_image' });
    expect(await ownedRows(t, owner.id)).toHaveLength(0);

    const pdfAsPng = await postItemPdf(t, owner, pdf(), 'x.png', 'image/png');
    expect(pdfAsPng.statusCode, pdfAsPng.body).toBe(201);
    expect(pdfAsPng.json<UploadedPdf>()).toMatchObject({ filename: 'x.pdf', url: expect.stringMatching(/\.pdf$/) });
    const served = await t.request({ method: 'GET', url: new URL(pdfAsPng.json<UploadedPdf>().url).pathname });
    expect(served.headers['content-type']).toBe('application/pdf');

    for (const [bytes, name] of [
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'pagina.pdf'],
      [Buffer.from('texto plano'), 'nota.pdf'],
      [Buffer.alloc(0), 'vacio.pdf'],
    ] as const) {
      const res = await postItemPdf(t, owner, bytes, name);
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toEqual(NOT_A_PDF);
    }
  });

  it('keeps a safe download name whatever the uploaded name', async () => {
    for (const [sent, kept] of [
      ['C:\\Users\\ana\\Informe anual.PDF', 'Informe anual.pdf'],
      ['../../etc/passwd', 'passwd.pdf'],
      ['\u202Efdp.exe', 'fdp.pdf'],
      ['', 'documento.pdf'],
      ['informe.v2', 'informe.v2.pdf'],
    ] as const) {
      const res = await postItemPdf(t, user, pdf(), sent);
      expect(res.statusCode, sent).toBe(201);
      expect(res.json<UploadedPdf>().filename, sent).toBe(kept);
    }
  });

  it('answers 401 without a signed-in user and 400 without the file in the field "file"', async () => {
    const anonymous = await t.request({ method: 'POST', url: '/api/upload/pdf', ...multipart([{ name: 'file', value: pdf(), fileName: 'a.pdf' }]) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Debes iniciar sesión para hacer esto.', code: 'unauthorized' });
    const wrongField = await t.request({ method: 'POST', url: '/api/upload/pdf', as: user, ...multipart([{ name: 'image', value: pdf(), fileName: 'a.pdf' }]) });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ error: 'Falta el PDF: envía el archivo en el campo "file".', code: 'pdf_missing' });
    const json = await t.request({ method: 'POST', url: '/api/upload/pdf', as: user, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('takes a PDF of 20 MB and refuses a byte more with 413, read or declared', async () => {
    const owner = await t.user();
    const largest = pdf('Grande', PDF_UPLOAD_MAX_BYTES);
    expect(largest.length).toBe(PDF_UPLOAD_MAX_BYTES);
    const accepted = await postItemPdf(t, owner, largest, 'grande.pdf');
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json<UploadedPdf>().filesize).toBe(PDF_UPLOAD_MAX_BYTES);

    const over = await postItemPdf(t, owner, pdf('Grande', PDF_UPLOAD_MAX_BYTES + 1), 'enorme.pdf');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(TOO_LARGE);
    expect(await ownedRows(t, owner.id)).toHaveLength(1);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const { status, body, bytesAccepted } = await declareHuge(baseUrl, user.token);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual(TOO_LARGE);
    // Answered while the client had sent a few kilobytes of its 25 MB.
    expect(bytesAccepted).toBeLessThan(PDF_UPLOAD_MAX_BYTES);
  });

  it('cuts a chunked body (no declared length) once it passes 20 MB', async () => {
    const body = multipart([{ name: 'file', value: pdf('Grande', PDF_UPLOAD_MAX_BYTES + 1024), fileName: 'trozos.pdf', contentType: 'application/pdf' }]);
    const res = await fetch(`${baseUrl}/api/upload/pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, ...body.headers },
      body: Readable.toWeb(Readable.from([body.payload])) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });

  it('cannot be written through the storage protocol', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/storage/v1/object/item-files/${crypto.randomUUID()}.png`,
      as: user,
      headers: { 'content-type': 'image/png' },
      payload: await png(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: '403', message: 'Este bucket solo admite archivos subidos por la API de LinkHub.' });
  });
});

describe('PDF uploads under the account caps (decision 801)', () => {
  it('count in the hourly cap with the images', async () => {
    const t = await createTestApp({ limits: { uploadsPerHour: 2 } });
    try {
      const owner = await t.user();
      expect((await postItemImage(t, owner, await png())).statusCode).toBe(201);
      expect((await postItemPdf(t, owner, pdf())).statusCode).toBe(201);
      const refused = await postItemPdf(t, owner, pdf());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'Has subido demasiados archivos en la última hora (máximo 2). Inténtalo de nuevo más tarde.', code: 'too_many_uploads' });
      const image = await postItemImage(t, owner, await png());
      expect(image.statusCode).toBe(429);
      expect(image.json()).toEqual({ error: 'Has subido demasiadas imágenes en la última hora (máximo 2). Inténtalo de nuevo más tarde.', code: 'too_many_uploads' });
      expect(await ownedRows(t, owner.id)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it('count in the bytes kept per account with the images', async () => {
    const t = await createTestApp({ limits: { uploadBytesPerUser: 6000 } });
    try {
      const owner = await t.user();
      expect((await postItemImage(t, owner, await noisyPng(32))).statusCode).toBe(201);
      const refused = await postItemPdf(t, owner, pdf('Relleno', 4000));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'Has llegado al límite de 5.86 KB de archivos subidos (imágenes y PDF). Elimina archivos que ya no uses.',
        code: 'upload_quota_exceeded',
      });
      expect(await ownedRows(t, owner.id)).toHaveLength(1);
      expect((await postItemPdf(t, owner, pdf())).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});

/**
 * Starts a 25 MB upload and answers what the server said, with how much the socket had taken
 * when the answer came: the server must answer from the headers alone.
 */
function declareHuge(baseUrl: string, token: string): Promise<{ status: number; body: string; bytesAccepted: number }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: hostname,
      port,
      method: 'POST',
      path: '/api/upload/pdf',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(25 * 1024 * 1024),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), bytesAccepted: req.socket?.bytesWritten ?? 0 });
        req.destroy();
      });
    });
    req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
    req.write(Buffer.alloc(4096, 0x20));
  });
}
