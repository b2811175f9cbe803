import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { STATS_MESSAGES as M } from '../lib/messages';

/** What 'Restablecer' would clear: the whole page, or one block. */
export type ResetTarget = { kind: 'page' } | { kind: 'block'; itemId: number; title: string };

interface ResetDialogProps {
  target: ResetTarget | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (target: ResetTarget) => void;
}

/** Asks before anything is cleared; stays open until the request settles. */
export function ResetDialog({ target, pending, onCancel, onConfirm }: ResetDialogProps) {
  return (
    <ConfirmDialog
      open={target !== null}
      pending={pending}
      onCancel={onCancel}
      onConfirm={() => target && onConfirm(target)}
      title={M.resetTitle}
      description={target?.kind === 'block' ? M.resetBlockText(target.title) : M.resetPageText}
      cancelLabel={M.cancel}
      confirmLabel={M.resetConfirm}
      pendingLabel={M.resetting}
    />
  );
}
