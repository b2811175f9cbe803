import { contentObject } from '../content-value';
import { BLOCK_DEFINITIONS, isKnownBlockType } from './definitions';
import type { AnyField } from './field';

/**
 * A block's essential field (decision 015), marked `isEssential()` in its definition: until its owner
 * has set it, the block stays off the public page (its HTML, the items JSON, /go, the vCard and so
 * statistics) and the editor marks it 'Sin completar'. Types without one are always complete.
 */
function essentialField(type: string): string | undefined {
  if (!isKnownBlockType(type)) return undefined;
  const fields: Record<string, AnyField> = BLOCK_DEFINITIONS[type].fields;
  return Object.keys(fields).find((key) => fields[key]?.essential);
}

/** Set: anything but absent, null or blank. A value of the wrong kind counts as set, so the page shows its notice as before. */
function filled(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/**
 * Whether visitors may see the block: its essential field is set. A stored row of an unknown type or
 * with unreadable content is left as it was (the page shows the spec's notice for it).
 */
export function isBlockComplete(type: string, content: unknown): boolean {
  const essential = essentialField(type);
  if (!essential) return true;
  const object = contentObject(content);
  return object === null || filled(object[essential]);
}

/** The editor's badge for a block whose essential field is still empty. */
export const INCOMPLETE_LABEL = 'Sin completar';
