import { FileText } from 'lucide-react';
import type { BlockEditorParts } from '../lib/quick-edit';
import { PdfQuickEdit } from './quick-edit';

/** In the editor: its quick-edit panel and its icon in 'Añadir Contenido'. */
export const editor: BlockEditorParts<'pdf'> = { QuickEdit: PdfQuickEdit, icon: FileText };
