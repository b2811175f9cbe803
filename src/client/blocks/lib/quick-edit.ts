import type { ComponentType } from 'react';
import type { BlockContent, BlockType } from '@shared/blocks/read';
import type { Item } from '@shared/schemas/item';

/** A change to some fields of a block's content (the API checks the values). */
type ContentPatch<T extends BlockType = BlockType> = { [K in keyof BlockContent<T>]?: unknown };

/**
 * The contract between an item card (the content editor) and a block type's quick-edit panel.
 * Panels live beside their renderer (`blocks/<type>/quick-edit.tsx`) and are listed, through
 * `blocks/<type>/parts.ts`, in `blocks/registry.ts`.
 */
export interface QuickEditProps<T extends BlockType = BlockType> {
  /** The item as the editor holds it locally (may be ahead of the server). */
  item: Item;
  /** The item's content, read once per item (lib/item-content.ts): every field has its schema type. */
  content: BlockContent<T>;
  /**
   * Applies a change to the content locally at once. It is sent 750 ms after the last change, or
   * at once with `immediate` (switches, selects, uploads).
   */
  onChange(patch: ContentPatch<T>, options?: { immediate?: boolean }): void;
  /** A text field lost focus: send what is pending now, cancelling the wait. */
  onCommit(): void;
  /** While the page or the item is busy (e.g. the item is being deleted). */
  disabled?: boolean;
}

export type QuickEditPanel<T extends BlockType = BlockType> = ComponentType<QuickEditProps<T>>;
