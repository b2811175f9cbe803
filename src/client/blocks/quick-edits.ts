import type { BlockType } from '@shared/blocks/read';
import { editor as contactCard } from './contact-card/editor';
import { editor as divider } from './divider/editor';
import { editor as heading } from './heading/editor';
import { editor as image } from './image/editor';
import type { BlockEditorParts, QuickEditPanel } from './lib/quick-edit';
import { editor as link } from './link/editor';
import { editor as media } from './media/editor';
import { editor as pdf } from './pdf/editor';
import { editor as spacer } from './spacer/editor';
import { editor as subpage } from './subpage/editor';
import { editor as text } from './text/editor';
import { editor as youtube } from './youtube/editor';

/**
 * Each block type's editor parts (`<type>/editor.ts`): its quick-edit panel and its icon. A complete
 * record: a new block type does not compile until it has them, so no card is left without a way to
 * edit it (docs/decisions/530). Editor only: never import from the public page.
 */
export const BLOCK_EDITORS: { [T in BlockType]: BlockEditorParts<T> } = {
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

/** The panel of a stored type, or null for a type this build does not know. */
export function quickEditFor(type: string): QuickEditPanel | null {
  // Each panel takes its own type's content; the card hands it the content read for that type.
  return Object.hasOwn(BLOCK_EDITORS, type) ? (BLOCK_EDITORS[type as BlockType].QuickEdit as QuickEditPanel) : null;
}

export type {  QuickEditPanel,  } from './lib/quick-edit';
