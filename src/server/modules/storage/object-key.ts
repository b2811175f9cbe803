const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const IMAGE_EXTENSIONS = 'jpg|jpeg|jpe|jfif|png|gif|webp';
const FOLDER = '[A-Za-z0-9_-]{1,64}';
const SAFE_KEY = new RegExp(`^(?:${FOLDER}/)?${UUID}\\.(?:${IMAGE_EXTENSIONS})$`, 'i');
const SERVED_KEY = new RegExp(`^(?:${FOLDER}/)?${UUID}\\.(?:${IMAGE_EXTENSIONS}|pdf)$`, 'i');

/**
 * Object keys the client may choose: `<uuid>.<image extension>`, optionally under one folder
 * (spec section 7 names files with a random UUID plus the original extension). Nothing else can be
 * a key, so keys never carry `..`, slashes beyond one folder, or odd characters.
 */
export function isSafeObjectKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** Keys a public read may name: the above, or a PDF's `<uuid>.pdf` (bucket item-files; decision 010). */
export function isServedObjectKey(key: string): boolean {
  return SERVED_KEY.test(key);
}

/** An address of this site's own storage: `…/storage/v1/object/public/<bucket>/<key>`. */
export const STORED_FILE_URL = /\/storage\/v1\/object\/public\/([^/?#]+)\/([^?#]+)$/;

/** The bucket and key an address of this site's own storage names, or null for any other address. */
export function storedFileOf(url: string): { bucket: string; key: string } | null {
  const match = STORED_FILE_URL.exec(url);
  if (!match) return null;
  try {
    return { bucket: decodeURIComponent(match[1]!), key: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}
