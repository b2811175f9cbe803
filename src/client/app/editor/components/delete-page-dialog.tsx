import type { RefObject } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface DeletePageDialogProps {
  open: boolean;
  /** Where the focus goes when the dialog closes (the menu item that opened it is gone by then). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** The confirmation before a page is deleted; it stays open until the request settles. */
export function DeletePageDialog({ open, returnFocusTo, pending, onOpenChange, onConfirm }: DeletePageDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      pending={pending}
      onCancel={() => onOpenChange(false)}
      onConfirm={onConfirm}
      onCloseAutoFocus={(event) => {
        if (!returnFocusTo?.current) return;
        event.preventDefault();
        returnFocusTo.current.focus();
      }}
      title="¿Estás seguro?"
      description="Esta acción no se puede deshacer. Esto eliminará permanentemente la página y todo su contenido asociado."
      confirmLabel="Sí, eliminar página"
      pendingLabel="Eliminando..."
    />
  );
}
