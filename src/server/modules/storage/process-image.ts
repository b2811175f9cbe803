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
const MAX_IMAGE_SIDE = 2560;
/** Pixels of a still image: a 48-megapixel phone photo fits (decision 853). */
const MAX_INPUT_PIXELS = 50_000_000;
/** Frames of an animation (ten seconds at 30 frames a second). */
export const MAX_FRAMES = 300;
/** Pixels of all the frames of an animation together: what decoding and re-encoding cost. */
const MAX_ANIMATION_PIXELS = 25_000_000;

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

type Format = (typeof FORMATS)[keyof typeof FORMATS];

/** What an image's header announces, read without decoding a pixel. */
export interface ImageHeader {
  format: Format;
  frames: number;
  /** Bytes its pixels take once decoded: pixels of all frames x channels x bytes per channel (decision 866). */
  decodedBytes: number;
}

/** Bytes of one channel of one pixel, by libvips' band format. */
const SAMPLE_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

/**
 * Sniffs the format by the bytes and reads the header: refuses what is no image we accept, too
 * many frames and too many pixels before any pixel is decoded, and answers the decoding cost.
 */
export async function readImageHeader(input: Buffer): Promise<ImageHeader> {
  const sniffed = await fileTypeFromBuffer(input);
  const format = sniffed && Object.hasOwn(FORMATS, sniffed.mime) ? FORMATS[sniffed.mime as keyof typeof FORMATS] : null;
  if (!format) throw new ImageRejected('not-image');
  try {
    const header = await sharp(input, { animated: format.animated, limitInputPixels: false }).metadata();
    const frames = format.animated ? Math.max(1, header.pages ?? 1) : 1;
    const framePixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0);
    if (frames > MAX_FRAMES) throw new ImageRejected('too-many-frames');
    if (framePixels > MAX_INPUT_PIXELS || (frames > 1 && framePixels * frames > MAX_ANIMATION_PIXELS)) throw new ImageRejected('too-many-pixels');
    const pixelBytes = Math.max(1, header.channels ?? 4) * (SAMPLE_BYTES[header.depth ?? 'uchar'] ?? 1);
    return { format, frames, decodedBytes: framePixels * frames * pixelBytes };
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('unreadable', { cause: error });
  }
}

/**
 * Accepts JPEG, PNG, GIF and WebP by their bytes (never by name or declared type: no SVG, no HTML
 * renamed to .png) and re-encodes them with sharp, which drops EXIF and every other metadata (a
 * phone photo does not publish where it was taken) after applying the EXIF orientation.
 * Animations survive. `header` is `readImageHeader`'s answer when the caller already has it.
 */
export async function processImage(input: Buffer, header?: ImageHeader): Promise<ProcessedImage> {
  // The header says how much decoding would cost (it reads no pixels): refused before any is.
  const { format, frames } = header ?? (await readImageHeader(input));

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
