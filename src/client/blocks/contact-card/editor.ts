import { Contact } from 'lucide-react';
import type { BlockEditorParts } from '../lib/quick-edit';
import { ContactCardQuickEdit } from './quick-edit';

/** In the editor: its quick-edit panel and its icon in 'Añadir Contenido'. */
export const editor: BlockEditorParts<'contactCard'> = { QuickEdit: ContactCardQuickEdit, icon: Contact };
