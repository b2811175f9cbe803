import type { BlockType } from '@shared/blocks';
import type { QuickEditPanel } from './lib/quick-edit';

/**
 * Each block type's quick-edit panel. youtube, link and pdf have none: the card shows
 * 'No hay opciones de edición rápida para este tipo.'. Editor only: never import from the public page.
 */
export const QUICK_EDITS: Partial<Record<BlockType, QuickEditPanel>> = {};

export function quickEditFor(type: string): QuickEditPanel | null {
  return Object.hasOwn(QUICK_EDITS, type) ? (QUICK_EDITS[type as BlockType] ?? null) : null;
}

export type { QuickEditPanel, QuickEditProps } from './lib/quick-edit';
