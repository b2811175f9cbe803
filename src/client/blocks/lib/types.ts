import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BlockContent, BlockType } from '@shared/blocks/read';
import type { ItemView } from '@shared/schemas/item';
import type { QuickEditPanel } from './quick-edit';

export type ViewMode = 'public' | 'preview';

export interface BlockRendererProps<T extends BlockType = BlockType> {
  /** The item's content, read once per item (lib/item-content.ts): every field has its schema type. */
  content: BlockContent<T>;
  item: ItemView;
  /** 'preview': inside the editor, where links must not navigate the editor away. */
  mode: ViewMode;
  /** Near the top of the page: images load at once instead of lazily. */
  eager: boolean;
  /** Opens a subpage inside the public page (history state) instead of a full page load. */
  onOpenPage?: ((pageId: number) => void) | undefined;
}

export type BlockRenderer<T extends BlockType = BlockType> = (props: BlockRendererProps<T>) => ReactNode;

/** A rough height in px (412 px wide phone) of a block, to guess what the first screen shows. */
export type BlockHeight<T extends BlockType = BlockType> = (content: BlockContent<T>) => number;

/**
 * A block type's client parts (`blocks/<type>/parts.ts`), registered in `blocks/registry.ts`: how it
 * looks on a page (rendered on the server for the public page, in the browser for the editor's
 * preview), its rough phone height, and, in the editor, its quick-edit panel and menu icon.
 */
export interface BlockParts<T extends BlockType> {
  Renderer: BlockRenderer<T>;
  height: BlockHeight<T>;
  QuickEdit: QuickEditPanel<T>;
  /** Its icon in 'Añadir Contenido'. */
  icon: LucideIcon;
}
