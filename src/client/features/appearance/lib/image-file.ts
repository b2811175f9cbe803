import { IMAGE_UPLOAD_MAX_BYTES } from '@shared/constants';

/** The formats the storage service keeps (docs/decisions/103-uploads-and-storage.md). */
const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const STORED_EXTENSIONS = new Set(['jpg', 'jpeg', 'jpe', 'jfif', 'png', 'gif', 'webp']);

/** For the file picker's `accept`: the formats that can be stored. */
export const IMAGE_ACCEPT = Object.keys(EXTENSION_OF_TYPE).join(',');

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

export function isTooLarge(file: File): boolean {
  return file.size > IMAGE_UPLOAD_MAX_BYTES;
}

/**
 * The file's own extension when the storage accepts it; otherwise the one of its type (a photo
 * named without one); null for formats the storage refuses (SVG, HEIC...).
 */
export function storedExtension(file: File): string | null {
  const own = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (own && STORED_EXTENSIONS.has(own) && EXTENSION_OF_TYPE[file.type]) return own;
  return EXTENSION_OF_TYPE[file.type] ?? null;
}

/** A version 4 UUID; `crypto.randomUUID` only exists on https or localhost. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
