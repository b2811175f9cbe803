import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
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
    <AlertDialog open={target !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{M.resetTitle}</AlertDialogTitle>
          <AlertDialogDescription>{target?.kind === 'block' ? M.resetBlockText(target.title) : M.resetPageText}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{M.cancel}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={pending}
            onClick={(event) => {
              event.preventDefault();
              if (target) onConfirm(target);
            }}
          >
            {pending && <Spinner />}
            {pending ? M.resetting : M.resetConfirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
