import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A JPEG like a phone's: EXIF with the camera, a GPS position, and "rotate 90°" orientation. */
export function phoneJpeg(): Promise<Buffer> {
  return solid(40, 20, '#c0392b')
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'TelefonoMarca', Model: 'Modelo X' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 0/1' },
      },
    })
    .toBuffer();
}

export function png(width = 16, height = 16, background = '#2980b9'): Promise<Buffer> {
  return solid(width, height, background).png().toBuffer();
}

/** A PNG of random pixels, which does not compress: about 3 bytes per pixel. */
export function noisyPng(side: number): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();
}

export function webp(): Promise<Buffer> {
  return solid(12, 12, '#27ae60').webp().toBuffer();
}

/** A two-frame animated GIF. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all([png(8, 8, '#ff0000'), png(8, 8, '#0000ff')]);
  return sharp(frames, { join: { animated: true } }).gif({ delay: [100, 100], loop: 0 }).toBuffer();
}

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** More than 5 MB. */
export const oversized = () => Buffer.alloc(5 * 1024 * 1024 + 1, 7);

/**
 * A small, valid one-page PDF (with a correct cross-reference table) saying `text`; `padTo` pads it
 * with a comment to about that many bytes.
 */
export function pdf(text = 'Hola', padTo = 0): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const padding = Math.max(0, padTo - body.length);
  return Buffer.concat([Buffer.from(body, 'latin1'), Buffer.alloc(padding, 0x25)]);
}
