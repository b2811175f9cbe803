import { contentObject } from '../content-value';
import { BLOCK_DEFINITIONS, type BlockContent, type BlockType } from './definitions';
import { type AnyField, readField } from './field';

/*
 * Reading stored content leniently (decision 007): each field of a block type's definition reads
 * its stored value with `readField` (field.ts), so renderers and panels get `BlockContent<T>`
 * whatever a row holds. No Zod here: the public page ships this file, and Zod would cost it 26 KB
 * gzipped (its budget is 90 KB, decision 305); read.test.ts checks the reader against the schemas
 * built from the same fields.
 */

export type { BlockContent, BlockType } from './definitions';
export { isKnownBlockType } from './definitions';

/**
 * An item's content, typed: a JSON string or an object, each field read leniently. Null when there
 * is no object to read (not JSON, an array) or reading it throws.
 */
export function parseBlockContent<T extends BlockType>(type: T, raw: unknown): BlockContent<T> | null {
  const object = contentObject(raw);
  if (!object) return null;
  const fields: Record<string, AnyField> = BLOCK_DEFINITIONS[type].fields;
  try {
    const content: Record<string, unknown> = {};
    for (const [key, described] of Object.entries(fields)) content[key] = readField(described, object[key]);
    return content as BlockContent<T>;
  } catch {
    return null;
  }
}
