const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const EXTENSION = '(?:jpg|jpeg|jpe|jfif|png|gif|webp)';
const FOLDER = '[A-Za-z0-9_-]{1,64}';
const SAFE_KEY = new RegExp(`^(?:${FOLDER}/)?${UUID}\\.${EXTENSION}$`, 'i');

/**
 * Object keys the client may choose: `<uuid>.<image extension>`, optionally under one folder
 * (spec section 7 names files with a random UUID plus the original extension). Nothing else can be
 * a key, so keys never carry `..`, slashes beyond one folder, or odd characters.
 */
export function isSafeObjectKey(key: string): boolean {
  return SAFE_KEY.test(key);
}
