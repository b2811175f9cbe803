import { Music } from 'lucide-react';
import type { BlockEditorParts } from '../lib/quick-edit';
import { MediaQuickEdit } from './quick-edit';

/** In the editor: its quick-edit panel and its icon in 'Añadir Contenido'. */
export const editor: BlockEditorParts<'media'> = { QuickEdit: MediaQuickEdit, icon: Music };
