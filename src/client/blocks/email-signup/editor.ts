import { MailPlus } from 'lucide-react';
import type { BlockEditorParts } from '../lib/quick-edit';
import { EmailSignupQuickEdit } from './quick-edit';

/** In the editor: its quick-edit panel and its icon in 'Añadir Contenido'. */
export const editor: BlockEditorParts<'emailSignup'> = { QuickEdit: EmailSignupQuickEdit, icon: MailPlus };
