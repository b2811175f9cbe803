import { Minus } from 'lucide-react';
import type { BlockParts } from '../lib/types';
import { DividerQuickEdit } from './quick-edit';
import { DividerRenderer } from './renderer';

/** How it looks on a page and its rough height on a phone; its quick-edit panel and its menu icon. */
export const parts: BlockParts<'divider'> = {
  Renderer: DividerRenderer,
  height: () => 20,
  QuickEdit: DividerQuickEdit,
  icon: Minus,
};
