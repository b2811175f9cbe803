import type { ItemSaveStatus } from '@/lib/saves/item-sync';

const TEXT: Record<ItemSaveStatus, string> = {
  waiting: 'Cambios sin guardar',
  saving: 'Guardando...',
  failed: 'No guardado',
  offline: 'Sin conexión',
};

/** A quiet word on whether the card's last changes reached the server. */
export function SaveStatus({ status }: { status: ItemSaveStatus | undefined }) {
  return (
    <span aria-live="polite" className={status === 'failed' || status === 'offline' ? 'text-xs text-red-700' : 'text-xs text-muted-foreground'}>
      {status ? TEXT[status] : ''}
    </span>
  );
}
