import { MoveVertical } from 'lucide-react';
import type { BlockEditorParts } from '../lib/quick-edit';
import { SpacerQuickEdit } from './quick-edit';

/** In the editor: its quick-edit panel and its icon in 'Añadir Contenido'. */
export const editor: BlockEditorParts<'spacer'> = { QuickEdit: SpacerQuickEdit, icon: MoveVertical };
