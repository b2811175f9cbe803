import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

const FORMATS = {
  'image/jpeg': { extension: 'jpg', animated: false },
  'image/png': { extension: 'png', animated: false },
  'image/apng': { extension: 'png', animated: false },
  'image/gif': { extension: 'gif', animated: true },
  'image/webp': { extension: 'webp', animated: true },
} as const;

/** Longest side kept: larger photos are scaled down (a page never shows them bigger). */
export const MAX_IMAGE_SIDE = 2560;
/** Pixels of a still image: a 48-megapixel phone photo fits (decision 853). */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Frames of an animation (ten seconds at 30 frames a second). */
export const MAX_FRAMES = 300;
/** Pixels of all the frames of an animation together: what decoding and re-encoding cost. */
export const MAX_ANIMATION_PIXELS = 25_000_000;

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
  extension: 'jpg' | 'png' | 'gif' | 'webp';
}

export class ImageRejected extends Error {
  constructor(
    readonly reason: 'not-image' | 'unreadable' | 'too-many-frames' | 'too-many-pixels',
    options?: ErrorOptions,
  ) {
    super(reason, options);
    this.name = 'ImageRejected';
  }
}

/**
 * Accepts JPEG, PNG, GIF and WebP by their bytes (never by name or declared type: no SVG, no HTML
 * renamed to .png) and re-encodes them with sharp, which drops EXIF and every other metadata (a
 * phone photo does not publish where it was taken) after applying the EXIF orientation.
 * Animations survive.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sniffed = await fileTypeFromBuffer(input);
  const format = sniffed && Object.hasOwn(FORMATS, sniffed.mime) ? FORMATS[sniffed.mime as keyof typeof FORMATS] : null;
  if (!format) throw new ImageRejected('not-image');

  // The header says how much decoding would cost (it reads no pixels): refused before any is.
  let frames: number;
  try {
    const header = await sharp(input, { animated: format.animated, limitInputPixels: false }).metadata();
    frames = format.animated ? Math.max(1, header.pages ?? 1) : 1;
    const framePixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0);
    if (frames > MAX_FRAMES) throw new ImageRejected('too-many-frames');
    if (framePixels > MAX_INPUT_PIXELS || (frames > 1 && framePixels * frames > MAX_ANIMATION_PIXELS)) throw new ImageRejected('too-many-pixels');
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('unreadable', { cause: error });
  }

  try {
    const image = sharp(input, {
      // Exactly the frames the header announced, never more, and a pixel guard on top.
      pages: frames,
      autoOrient: !format.animated,
      limitInputPixels: frames > 1 ? MAX_ANIMATION_PIXELS : MAX_INPUT_PIXELS,
      failOn: 'error',
    }).resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });

    switch (format.extension) {
      case 'jpg':
        return { data: await image.jpeg({ quality: 88 }).toBuffer(), contentType: 'image/jpeg', extension: 'jpg' };
      case 'png':
        return { data: await image.png().toBuffer(), contentType: 'image/png', extension: 'png' };
      case 'gif':
        return { data: await image.gif().toBuffer(), contentType: 'image/gif', extension: 'gif' };
      case 'webp':
        return { data: await image.webp({ quality: 88 }).toBuffer(), contentType: 'image/webp', extension: 'webp' };
    }
  } catch (error) {
    // The bytes start like an image but libvips cannot decode them (truncated, corrupt, too big).
    throw new ImageRejected('unreadable', { cause: error });
  }
}
