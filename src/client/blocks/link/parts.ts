import { Link } from 'lucide-react';
import type { BlockParts } from '../lib/types';
import { LinkQuickEdit } from './quick-edit';
import { LinkRenderer } from './renderer';

/** How it looks on a page and its rough height on a phone; its quick-edit panel and its menu icon. */
export const parts: BlockParts<'link'> = {
  Renderer: LinkRenderer,
  height: (content) => (content.display === 'featured' ? 300 : 72),
  QuickEdit: LinkQuickEdit,
  icon: Link,
};
