import { afterEach, describe, expect, it, vi } from 'vitest';
import { isImageFile, isTooLarge, randomUuid, storedExtension } from './image-file';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('image files for storage (spec sections 5 and 7)', () => {
  it('keeps the original extension, lowercased, of a format the storage takes', () => {
    expect(storedExtension(file('Foto.JPEG', 'image/jpeg'))).toBe('jpeg');
    expect(storedExtension(file('cara.webp', 'image/webp'))).toBe('webp');
  });

  it('takes the extension from the type when the name has none the storage takes', () => {
    expect(storedExtension(file('captura', 'image/png'))).toBe('png');
    expect(storedExtension(file('foto.final', 'image/gif'))).toBe('gif');
  });

  it('has no extension for formats the storage refuses', () => {
    expect(storedExtension(file('logo.svg', 'image/svg+xml'))).toBeNull();
    expect(storedExtension(file('notas.txt', 'text/plain'))).toBeNull();
  });

  it('tells images from other files, and files over 5 MB', () => {
    expect(isImageFile(file('a.heic', 'image/heic'))).toBe(true);
    expect(isImageFile(file('a.pdf', 'application/pdf'))).toBe(false);
    expect(isTooLarge(file('a.png', 'image/png', 5 * 1024 * 1024))).toBe(false);
    expect(isTooLarge(file('a.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe(true);
  });

  it('makes version 4 UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    expect(randomUuid()).toMatch(UUID_V4);
    vi.stubGlobal('isSecureContext', false);
    const made = new Set(Array.from({ length: 50 }, () => randomUuid()));
    expect(made.size).toBe(50);
    for (const uuid of made) expect(uuid).toMatch(UUID_V4);
  });
});
