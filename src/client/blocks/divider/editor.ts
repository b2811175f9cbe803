import { Minus } from 'lucide-react';
import type { BlockEditorParts } from '../lib/quick-edit';
import { DividerQuickEdit } from './quick-edit';

/** In the editor: its quick-edit panel and its icon in 'Añadir Contenido'. */
export const editor: BlockEditorParts<'divider'> = { QuickEdit: DividerQuickEdit, icon: Minus };
