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
