import { Clock } from 'lucide-react';
import type { BlockEditorParts } from '../lib/quick-edit';
import { HoursQuickEdit } from './quick-edit';

/** In the editor: its quick-edit panel and its icon in 'Añadir Contenido'. */
export const editor: BlockEditorParts<'hours'> = { QuickEdit: HoursQuickEdit, icon: Clock };
