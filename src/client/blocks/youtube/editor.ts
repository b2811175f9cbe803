import { SquarePlay } from 'lucide-react';
import type { BlockEditorParts } from '../lib/quick-edit';
import { YoutubeQuickEdit } from './quick-edit';

/** In the editor: its quick-edit panel and its icon in 'Añadir Contenido'. */
export const editor: BlockEditorParts<'youtube'> = { QuickEdit: YoutubeQuickEdit, icon: SquarePlay };
