import { Link } from 'lucide-react';
import type { BlockEditorParts } from '../lib/quick-edit';
import { LinkQuickEdit } from './quick-edit';

/** In the editor: its quick-edit panel and its icon in 'Añadir Contenido'. */
export const editor: BlockEditorParts<'link'> = { QuickEdit: LinkQuickEdit, icon: Link };
