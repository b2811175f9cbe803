import type { BlockType } from '@shared/blocks/read';
import { ContactCardQuickEdit } from './contact-card/quick-edit';
import { DividerQuickEdit } from './divider/quick-edit';
import { HeadingQuickEdit } from './heading/quick-edit';
import { ImageQuickEdit } from './image/quick-edit';
import { LinkQuickEdit } from './link/quick-edit';
import type { QuickEditPanel } from './lib/quick-edit';
import { PdfQuickEdit } from './pdf/quick-edit';
import { SpacerQuickEdit } from './spacer/quick-edit';
import { SubpageQuickEdit } from './subpage/quick-edit';
import { TextQuickEdit } from './text/quick-edit';
import { YoutubeQuickEdit } from './youtube/quick-edit';

/**
 * Each block type's quick-edit panel. A complete Record: a new block type does not compile until
 * it has a panel, so no card is left without a way to edit it (docs/decisions/530). Editor only:
 * never import from the public page.
 */
export const QUICK_EDITS: { [T in BlockType]: QuickEditPanel<T> } = {
  heading: HeadingQuickEdit,
  text: TextQuickEdit,
  youtube: YoutubeQuickEdit,
  link: LinkQuickEdit,
  pdf: PdfQuickEdit,
  subpage: SubpageQuickEdit,
  image: ImageQuickEdit,
  divider: DividerQuickEdit,
  spacer: SpacerQuickEdit,
  contactCard: ContactCardQuickEdit,
};

/** The panel of a stored type, or null for a type this build does not know. */
export function quickEditFor(type: string): QuickEditPanel | null {
  // Each panel takes its own type's content; the card hands it the content read for that type.
  return Object.hasOwn(QUICK_EDITS, type) ? (QUICK_EDITS[type as BlockType] as QuickEditPanel) : null;
}

export type {  QuickEditPanel,  } from './lib/quick-edit';
