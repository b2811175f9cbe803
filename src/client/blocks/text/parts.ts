import { Type } from 'lucide-react';
import type { BlockParts } from '../lib/types';
import { TextQuickEdit } from './quick-edit';
import { TextRenderer } from './renderer';

/** How it looks on a page and its rough height on a phone; its quick-edit panel and its menu icon. */
export const parts: BlockParts<'text'> = {
  Renderer: TextRenderer,
  height: () => 90,
  QuickEdit: TextQuickEdit,
  icon: Type,
};
