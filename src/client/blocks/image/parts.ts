import { Image } from 'lucide-react';
import type { BlockParts } from '../lib/types';
import { ImageQuickEdit } from './quick-edit';
import { ImageRenderer } from './renderer';

/** How it looks on a page and its rough height on a phone; its quick-edit panel and its menu icon. */
export const parts: BlockParts<'image'> = {
  Renderer: ImageRenderer,
  height: (content) => (content.sizePreset === 'banner' ? 140 : 300),
  QuickEdit: ImageQuickEdit,
  icon: Image,
};
