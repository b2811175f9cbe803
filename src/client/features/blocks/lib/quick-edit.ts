import type { ComponentType } from 'react';
import type { Item } from '@shared/schemas/item';

/**
 * The contract between an item card (the content editor) and a block type's quick-edit panel.
 * Panels live beside their renderer (`blocks/<type>/quick-edit.tsx`) and are listed in
 * `blocks/quick-edits.ts`, which only the editor imports, so the public page never ships them.
 */
export interface QuickEditProps {
  /** The item as the editor holds it locally (may be ahead of the server). */
  item: Item;
  /** The item's content, parsed into an object; fields may be missing or of any type. */
  content: Record<string, unknown>;
  /**
   * Applies a change to the content locally at once. It is sent 750 ms after the last change, or
   * at once with `immediate` (switches, selects, uploads).
   */
  onChange(patch: Record<string, unknown>, options?: { immediate?: boolean }): void;
  /** A text field lost focus: send what is pending now, cancelling the wait. */
  onCommit(): void;
  /** While the page or the item is busy (e.g. the item is being deleted). */
  disabled?: boolean;
}

export type QuickEditPanel = ComponentType<QuickEditProps>;
