import { Heading } from 'lucide-react';
import type { BlockParts } from '../lib/types';
import { HeadingQuickEdit } from './quick-edit';
import { HeadingRenderer } from './renderer';

/** How it looks on a page and its rough height on a phone; its quick-edit panel and its menu icon. */
export const parts: BlockParts<'heading'> = {
  Renderer: HeadingRenderer,
  height: () => 60,
  QuickEdit: HeadingQuickEdit,
  icon: Heading,
};
