import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * 'Eliminar elemento' asks first: a deleted block cannot be brought back (decision 503). Opened by
 * the card's icon (from 640 px) or its 'Más acciones' menu (phone, decision 540).
 */
export function DeleteItemDialog({
  label,
  open,
  onOpenChange,
  onConfirm,
}: {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onCancel={() => onOpenChange(false)}
      onConfirm={() => {
        onOpenChange(false);
        onConfirm();
      }}
      title="¿Eliminar este elemento?"
      description={`El bloque «${label}» se quitará de la página. Esta acción no se puede deshacer.`}
      confirmLabel="Eliminar"
    />
  );
}
