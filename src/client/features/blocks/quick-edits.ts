import type { BlockType } from '@shared/blocks';
import { ContactCardQuickEdit } from './contact-card/quick-edit';
import { DividerQuickEdit } from './divider/quick-edit';
import { HeadingQuickEdit } from './heading/quick-edit';
import { ImageQuickEdit } from './image/quick-edit';
import type { QuickEditPanel } from './lib/quick-edit';
import { SpacerQuickEdit } from './spacer/quick-edit';
import { SubpageQuickEdit } from './subpage/quick-edit';
import { TextQuickEdit } from './text/quick-edit';

/**
 * Each block type's quick-edit panel. youtube, link and pdf have none: the card shows
 * 'No hay opciones de edición rápida para este tipo.'. Editor only: never import from the public page.
 */
export const QUICK_EDITS: Partial<Record<BlockType, QuickEditPanel>> = {
  heading: HeadingQuickEdit,
  text: TextQuickEdit,
  subpage: SubpageQuickEdit,
  image: ImageQuickEdit,
  divider: DividerQuickEdit,
  spacer: SpacerQuickEdit,
  contactCard: ContactCardQuickEdit,
};

export function quickEditFor(type: string): QuickEditPanel | null {
  return Object.hasOwn(QUICK_EDITS, type) ? (QUICK_EDITS[type as BlockType] ?? null) : null;
}

export type { QuickEditPanel, QuickEditProps } from './lib/quick-edit';
