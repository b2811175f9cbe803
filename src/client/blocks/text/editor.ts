import { Type } from 'lucide-react';
import type { BlockEditorParts } from '../lib/quick-edit';
import { TextQuickEdit } from './quick-edit';

/** In the editor: its quick-edit panel and its icon in 'Añadir Contenido'. */
export const editor: BlockEditorParts<'text'> = { QuickEdit: TextQuickEdit, icon: Type };
