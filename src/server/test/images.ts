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

/**
 * The outside probe's GIF (issue 17): a `side` x `side` canvas and `frames` frames of one pixel
 * each, so the file stays tiny (about 23 bytes a frame) while a decoder paints the whole canvas
 * for every frame. Written by hand: no encoder would make it.
 */
export function manyFrameGif(frames: number, side = 100): Buffer {
  const screen = Buffer.alloc(13);
  screen.write('GIF89a', 0, 'latin1');
  screen.writeUInt16LE(side, 6);
  screen.writeUInt16LE(side, 8);
  screen[10] = 0x80; // a global colour table of two colours
  const parts = [screen, Buffer.from([0, 0, 0, 255, 255, 255])];
  parts.push(Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0', 'latin1'), 0x03, 0x01, 0x00, 0x00, 0x00]));
  for (let frame = 0; frame < frames; frame++) {
    parts.push(Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x02, 0x00, 0x00, 0x00])); // 20 ms a frame
    parts.push(Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0])); // a 1 x 1 image at the corner
    // LZW, minimum code size 2: clear, the pixel (black or white), end.
    parts.push(Buffer.from([0x02, 0x02, frame % 2 ? 0x4c : 0x44, 0x01, 0x00]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}
