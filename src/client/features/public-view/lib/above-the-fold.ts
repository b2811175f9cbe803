import { parseContentValue } from '@shared/content-value';
import type { ItemView } from '@shared/schemas/item';

/** Rough heights (px, 412 px wide phone) of each block type, to guess what the first screen shows. */
const HEIGHTS: Record<string, number> = {
  heading: 60, text: 90, youtube: 240, link: 72, pdf: 72, subpage: 80, image: 300, divider: 20, contactCard: 84,
};
/** A tall phone's first screen, with some margin. */
const FOLD_PX = 1000;
const HEADER_PX = 240;

function estimate(item: ItemView): number {
  const parsed = parseContentValue(item.content);
  const content = (parsed.ok && typeof parsed.value === 'object' && parsed.value ? parsed.value : {}) as Record<string, unknown>;
  if (item.type === 'spacer') return typeof content.size === 'number' ? content.size : 20;
  if (item.type === 'image' && content.sizePreset === 'banner') return 140;
  if (item.type === 'subpage' && content.cardImageUrl) return 320;
  return HEIGHTS[item.type] ?? 60;
}

/**
 * How many of the (visible, sorted) blocks probably start on the first screen: their images load
 * at once, the rest lazily.
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
