import { Clock } from 'lucide-react';
import type { BlockParts } from '../lib/types';
import { HoursQuickEdit } from './quick-edit';
import { HoursRenderer } from './renderer';

/** How it looks on a page and its rough height on a phone; its quick-edit panel and its menu icon. */
export const parts: BlockParts<'hours'> = {
  Renderer: HoursRenderer,
  height: () => 110,
  QuickEdit: HoursQuickEdit,
  icon: Clock,
};
