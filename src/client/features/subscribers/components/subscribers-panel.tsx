import { useState } from 'react';
import { Download, Search, Trash2 } from 'lucide-react';
import { SUBSCRIBER_STATE_LABELS, type Subscriber } from '@shared/schemas/subscribers';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useDeleteSubscribers, useDownloadSubscribersCsv, useSubscribers } from '../api/subscribers';

const DATE = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/** What 'Eliminar' would remove: one sign-up, or all of the page's. */
type Deletion = { kind: 'one'; subscriber: Subscriber } | { kind: 'all' };

/**
 * 'Suscriptores' (issue 40): the page's sign-ups through its 'Suscripción por correo' blocks, with
 * their state and date; search, delete one, delete all and 'Exportar CSV'.
 */
export function SubscribersPanel({ pageId }: { pageId: number }) {
  const [search, setSearch] = useState('');
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const list = useSubscribers(pageId, search);
  const remove = useDeleteSubscribers(pageId);
  const csv = useDownloadSubscribersCsv(pageId);
  const subscribers = list.data?.subscribers ?? [];
  const failed = (title: string) => (error: unknown) => toast({ variant: 'destructive', title, description: messageOf(error, title) });

  const confirm = () => {
    if (!deletion) return;
    remove.mutate(deletion.kind === 'all' ? null : deletion.subscriber.id, {
      onSuccess: () => toast({ title: deletion.kind === 'all' ? 'Suscriptores eliminados' : 'Suscriptor eliminado' }),
      onError: failed('No se pudo eliminar'),
      onSettled: () => setDeletion(null),
    });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-48 flex-1 gap-1.5">
          <Label htmlFor="subscriber-search">Buscar</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input id="subscriber-search" type="search" className="pl-9" placeholder="Correo o nombre" value={search} onChange={(event) => setSearch(event.target.value)} />
          </div>
        </div>
        <Button variant="outline" size="sm" disabled={csv.isPending} onClick={() => csv.mutate(undefined, { onError: failed('No se pudo exportar') })}>
          {csv.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          Exportar CSV
        </Button>
        <Button variant="outline" size="sm" disabled={subscribers.length === 0 || search.trim() !== ''} onClick={() => setDeletion({ kind: 'all' })}>
          <Trash2 aria-hidden="true" />
          Eliminar todos
        </Button>
      </div>
      {list.isPending ? (
        <p className="text-sm text-muted-foreground">Cargando suscriptores...</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {messageOf(list.error, 'No se pudieron cargar los suscriptores.')}
        </p>
      ) : subscribers.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {search.trim() ? 'Ningún suscriptor coincide con la búsqueda.' : "Aún no hay suscriptores. Añade un bloque 'Suscripción por correo' a la página."}
        </p>
      ) : (
        <ul aria-label="Suscriptores" className="divide-y rounded-lg border">
          {subscribers.map((subscriber) => (
            <li key={subscriber.id} className="flex items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{subscriber.email}</p>
                <p className="truncate text-sm text-muted-foreground">
                  {[subscriber.name, DATE.format(new Date(subscriber.createdAt))].filter(Boolean).join(' · ')}
                </p>
              </div>
              <Badge variant={subscriber.state === 'confirmed' ? 'default' : 'secondary'}>{SUBSCRIBER_STATE_LABELS[subscriber.state]}</Badge>
              <Button variant="ghost" size="icon" aria-label={`Eliminar ${subscriber.email}`} onClick={() => setDeletion({ kind: 'one', subscriber })}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deletion !== null}
        pending={remove.isPending}
        onCancel={() => setDeletion(null)}
        onConfirm={confirm}
        title={deletion?.kind === 'all' ? '¿Eliminar todos los suscriptores?' : '¿Eliminar este suscriptor?'}
        description={
          deletion?.kind === 'one'
            ? `${deletion.subscriber.email} dejará de estar en la lista. No se puede deshacer.`
            : 'Todos los suscriptores de esta página dejarán de estar en la lista. No se puede deshacer.'
        }
        cancelLabel="Cancelar"
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
      />
    </div>
  );
}
