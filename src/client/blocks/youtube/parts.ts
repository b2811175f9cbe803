import { SquarePlay } from 'lucide-react';
import type { BlockParts } from '../lib/types';
import { YoutubeQuickEdit } from './quick-edit';
import { YoutubeRenderer } from './renderer';

/** How it looks on a page and its rough height on a phone; its quick-edit panel and its menu icon. */
export const parts: BlockParts<'youtube'> = {
  Renderer: YoutubeRenderer,
  height: () => 240,
  QuickEdit: YoutubeQuickEdit,
  icon: SquarePlay,
};
