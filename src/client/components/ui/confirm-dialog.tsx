import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';
import { buttonVariants } from './button';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  /** Asked to close (Escape, 'Cancelar', outside); never called while `pending`. */
  onCancel: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs ('Eliminando...'). */
  pendingLabel?: string;
  cancelLabel?: string;
  /** The action runs: both buttons wait and the dialog stays open until it settles. */
  pending?: boolean;
  /** Where the focus goes when it closes, when the control that opened it is gone by then. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The one confirmation before a destructive action: a title, what will happen, 'Cancelar' and a
 * destructive confirm. Confirming does not close it by itself: the caller closes it (or keeps it
 * open with `pending` until its request settles).
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancelar',
  pending = false,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={pending}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending && <Spinner />}
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
