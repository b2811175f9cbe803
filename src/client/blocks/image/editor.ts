import { Image } from 'lucide-react';
import type { BlockEditorParts } from '../lib/quick-edit';
import { ImageQuickEdit } from './quick-edit';

/** In the editor: its quick-edit panel and its icon in 'Añadir Contenido'. */
export const editor: BlockEditorParts<'image'> = { QuickEdit: ImageQuickEdit, icon: Image };
