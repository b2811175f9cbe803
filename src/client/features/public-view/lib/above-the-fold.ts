import type { ItemView } from '@shared/schemas/item';
import { blockHeight } from '@/blocks/heights';
import { readBlock } from '@/blocks/lib/item-content';

/** A tall phone's first screen, with some margin. */
const FOLD_PX = 1000;
const HEADER_PX = 240;
/** What an unknown type or unreadable content shows instead: a one-line notice. */
const NOTICE_PX = 60;

function estimate(item: ItemView): number {
  const block = readBlock(item);
  return block ? blockHeight(block) : NOTICE_PX;
}

/**
 * How many of the (visible, sorted) blocks probably start on the first screen: their images load
 * at once, the rest lazily. Each type's height is in its folder (`blocks/<type>/view.ts`).
 */
export function blocksAboveTheFold(items: readonly ItemView[]): number {
  let top = HEADER_PX;
  let count = 0;
  for (const item of items) {
    if (top >= FOLD_PX) break;
    top += estimate(item) + 12;
    count += 1;
  }
  return count;
}
