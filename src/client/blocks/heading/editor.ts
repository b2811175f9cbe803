import { Heading } from 'lucide-react';
import type { BlockEditorParts } from '../lib/quick-edit';
import { HeadingQuickEdit } from './quick-edit';

/** In the editor: its quick-edit panel and its icon in 'Añadir Contenido'. */
export const editor: BlockEditorParts<'heading'> = { QuickEdit: HeadingQuickEdit, icon: Heading };
