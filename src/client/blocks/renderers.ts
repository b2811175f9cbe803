import type { BlockType } from '@shared/blocks/read';
import { view as contactCard } from './contact-card/view';
import { view as divider } from './divider/view';
import { view as heading } from './heading/view';
import { view as image } from './image/view';
import type { BlockRenderer, BlockViewParts } from './lib/types';
import { view as link } from './link/view';
import { view as media } from './media/view';
import { view as pdf } from './pdf/view';
import { view as spacer } from './spacer/view';
import { view as subpage } from './subpage/view';
import { view as text } from './text/view';
import { view as youtube } from './youtube/view';

/**
 * How each block type looks on a page (`<type>/view.ts`): its renderer and rough height. A complete
 * record, so a new type does not compile without its view. No editor code here (that is
 * quick-edits.ts), so the public page's bundle stays small.
 */
export const BLOCK_VIEWS: { [T in BlockType]: BlockViewParts<T> } = {
  heading,
  text,
  youtube,
  media,
  link,
  pdf,
  subpage,
  image,
  divider,
  spacer,
  contactCard,
};

/** The renderer of a stored type, or null for a type this build does not know. */
export function rendererFor(type: string): BlockRenderer | null {
  // Each renderer takes its own type's content; BlockView hands it the content read for that type.
  return Object.hasOwn(BLOCK_VIEWS, type) ? (BLOCK_VIEWS[type as BlockType].Renderer as BlockRenderer) : null;
}
