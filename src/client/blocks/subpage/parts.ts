import { PanelsTopLeft } from 'lucide-react';
import type { BlockParts } from '../lib/types';
import { SubpageQuickEdit } from './quick-edit';
import { SubpageRenderer } from './renderer';

/** How it looks on a page and its rough height on a phone; its quick-edit panel and its menu icon. */
export const parts: BlockParts<'subpage'> = {
  Renderer: SubpageRenderer,
  height: (content) => (content.cardImageUrl ? 320 : 80),
  QuickEdit: SubpageQuickEdit,
  icon: PanelsTopLeft,
};
