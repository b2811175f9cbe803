import { MailPlus } from 'lucide-react';
import type { BlockParts } from '../lib/types';
import { EmailSignupQuickEdit } from './quick-edit';
import { EmailSignupRenderer } from './renderer';

/** How it looks on a page and its rough height on a phone; its quick-edit panel and its menu icon. */
export const parts: BlockParts<'emailSignup'> = {
  Renderer: EmailSignupRenderer,
  height: (content) => 250 + (content.askName ? 70 : 0),
  QuickEdit: EmailSignupQuickEdit,
  icon: MailPlus,
};
