import { FileText } from 'lucide-react';
import type { BlockParts } from '../lib/types';
import { PdfQuickEdit } from './quick-edit';
import { PdfRenderer } from './renderer';

/** How it looks on a page and its rough height on a phone; its quick-edit panel and its menu icon. */
export const parts: BlockParts<'pdf'> = {
  Renderer: PdfRenderer,
  height: () => 72,
  QuickEdit: PdfQuickEdit,
  icon: FileText,
};
