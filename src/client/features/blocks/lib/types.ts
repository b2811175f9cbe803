import type { ReactNode } from 'react';
import type { ItemView } from '@shared/schemas/item';

export type ViewMode = 'public' | 'preview';

export interface BlockRendererProps {
  /** The item's content, already parsed into an object; fields may be missing or of any type. */
  content: Record<string, unknown>;
  item: ItemView;
  /** 'preview': inside the editor, where links must not navigate the editor away. */
  mode: ViewMode;
  /** Near the top of the page: images load at once instead of lazily. */
  eager: boolean;
  /** Opens a subpage inside the public page (history state) instead of a full page load. */
  onOpenPage?: ((pageId: number) => void) | undefined;
}

export type BlockRenderer = (props: BlockRendererProps) => ReactNode;
