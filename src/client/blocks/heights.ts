import type { BlockType } from '@shared/blocks/read';
import type { ReadBlock } from './lib/item-content';
import type { BlockHeight } from './lib/types';
import { height as contactCardHeight } from './contact-card/height';
import { height as dividerHeight } from './divider/height';
import { height as headingHeight } from './heading/height';
import { height as imageHeight } from './image/height';
import { height as linkHeight } from './link/height';
import { height as pdfHeight } from './pdf/height';
import { height as spacerHeight } from './spacer/height';
import { height as subpageHeight } from './subpage/height';
import { height as textHeight } from './text/height';
import { height as youtubeHeight } from './youtube/height';

/**
 * Each block type's rough height on a phone, to guess what the public page's first screen shows. A
 * complete record: a new type needs its `height.ts`.
 */
export const BLOCK_HEIGHTS: { [T in BlockType]: BlockHeight<T> } = {
  heading: headingHeight,
  text: textHeight,
  youtube: youtubeHeight,
  link: linkHeight,
  pdf: pdfHeight,
  subpage: subpageHeight,
  image: imageHeight,
  divider: dividerHeight,
  spacer: spacerHeight,
  contactCard: contactCardHeight,
};

/** The rough height of an item read for its type (lib/item-content.ts). */
export function blockHeight(block: ReadBlock): number {
  // The record gives each type its own height function; `block` pairs a type with its content.
  return (BLOCK_HEIGHTS[block.type] as BlockHeight)(block.content);
}
