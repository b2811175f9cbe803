import { isBlockComplete } from '@shared/blocks/complete';
import { isGuarded } from '@/blocks/lib/guarded-block';
import type { ItemView } from '@shared/schemas/item';
import { readBlock } from '@/blocks/lib/item-content';

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

/** A block on its own, or a collapsible heading with the blocks under it (`members`). */
export interface PlacedSection {
  lead: PlacedBlock;
  /** Null: a block on its own; else the section of a 'Plegable' heading (issue 38). */
  members: PlacedBlock[] | null;
}

function isCollapsible(block: PlacedBlock): boolean {
  const read = readBlock(block.item);
  return !block.pinned && read?.type === 'heading' && read.content.collapsible === true;
}

/**
 * Groups the placed blocks into sections: a 'Plegable' heading (not pinned) takes the blocks after
 * it up to the next heading, which the page shows inside a <details> it opens and closes.
 */
export function sectionBlocks(placed: readonly PlacedBlock[]): PlacedSection[] {
  const sections: PlacedSection[] = [];
  let open: PlacedSection | null = null;
  for (const block of placed) {
    if (block.item.type === 'heading' || block.pinned) open = null;
    if (open?.members) {
      open.members.push(block);
      continue;
    }
    const section: PlacedSection = { lead: block, members: isCollapsible(block) ? [] : null };
    if (section.members) open = section;
    sections.push(section);
  }
  return sections;
}
