import { MoveVertical } from 'lucide-react';
import type { BlockParts } from '../lib/types';
import { SpacerQuickEdit } from './quick-edit';
import { SpacerRenderer } from './renderer';

/** How it looks on a page and its rough height on a phone; its quick-edit panel and its menu icon. */
export const parts: BlockParts<'spacer'> = {
  Renderer: SpacerRenderer,
  height: (content) => content.size,
  QuickEdit: SpacerQuickEdit,
  icon: MoveVertical,
};
