import { CopyField } from '@/components/copy-field';
import { ADMIN_MESSAGES as M } from '../lib/messages';

const TEXTS = { copy: M.copy, copied: M.copied, copyFailed: M.copyFailed };

/** A link to hand to someone: shown whole (selectable) with a copy button. */
export function CopyLink({ link, label }: { link: string; label: string }) {
  return <CopyField value={link} label={label} texts={TEXTS} />;
}
