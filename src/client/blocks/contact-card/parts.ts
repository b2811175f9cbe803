import { Contact } from 'lucide-react';
import type { BlockParts } from '../lib/types';
import { ContactCardQuickEdit } from './quick-edit';
import { ContactCardRenderer } from './renderer';

/** How it looks on a page and its rough height on a phone; its quick-edit panel and its menu icon. */
export const parts: BlockParts<'contactCard'> = {
  Renderer: ContactCardRenderer,
  height: () => 84,
  QuickEdit: ContactCardQuickEdit,
  icon: Contact,
};
