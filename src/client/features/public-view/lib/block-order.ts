import { isBlockComplete } from '@shared/blocks/complete';
import { isGuarded } from '@/blocks/lib/guarded-block';
import type { ItemView } from '@shared/schemas/item';

/** Block types short enough to stay in view at the top while the visitor scrolls (decision 011). */
const STICKABLE = new Set(['link', 'heading']);

export interface PlacedBlock {
  item: ItemView;
  pinned: boolean;
  /** The first pinned block, when short: it stays at the top of the screen while scrolling. */
  sticks: boolean;
}

/**
 * The order a page shows its blocks in (decision 011): hidden ones left out; the pinned ones
 * (isSticky) first, in their own order, then the others, each group sorted by order.
 */
export function placeBlocks(items: readonly ItemView[]): PlacedBlock[] {
  // A locked or sensitive block reaches visitors as its title alone (issue 36): complete as it is.
  const visible = items.filter((item) => item.isVisible !== false && (isGuarded(item) || isBlockComplete(item.type, item.content))).toSorted((a, b) => a.order - b.order);
  const pinned = visible.filter((item) => item.isSticky === true);
  const rest = visible.filter((item) => item.isSticky !== true);
  return [
    ...pinned.map((item, index) => ({ item, pinned: true, sticks: index === 0 && STICKABLE.has(item.type) })),
    ...rest.map((item) => ({ item, pinned: false, sticks: false })),
  ];
}
