import { PanelsTopLeft } from 'lucide-react';
import type { BlockEditorParts } from '../lib/quick-edit';
import { SubpageQuickEdit } from './quick-edit';

/** In the editor: its quick-edit panel and its icon in 'Añadir Contenido'. */
export const editor: BlockEditorParts<'subpage'> = { QuickEdit: SubpageQuickEdit, icon: PanelsTopLeft };
