import type { ReadBlock } from './lib/item-content';
import type { BlockHeight } from './lib/types';
import { BLOCK_PARTS } from './registry';

/** The rough height on a phone of an item read for its type (lib/item-content.ts), to guess what the public page's first screen shows. */
export function blockHeight(block: ReadBlock): number {
  // Each view gives its own type's height function; `block` pairs a type with its content.
  return (BLOCK_PARTS[block.type].height as BlockHeight)(block.content);
}
