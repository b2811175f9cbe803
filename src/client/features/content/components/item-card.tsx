import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Copy, CopyPlus, Eye, EyeOff, GripVertical, Pin, PinOff, Trash2 } from 'lucide-react';
import { SORT_ANIMATION } from '@shared/constants';
import { blockLabel } from '@shared/blocks';
import { Badge } from '@/components/ui/badge';
import type { EditorItem } from '@/features/editor/stores/editor-store';
import { cn } from '@/lib/utils';
import { useItemActions } from '../hooks/use-item-actions';
import { useItemSaveStatus } from '../hooks/use-item-sync';
import { DeleteItemButton } from './delete-item-button';
import { IconAction } from './icon-action';
import { ItemPreview } from './item-preview';
import { QuickEditSlot } from './quick-edit-slot';
import { SaveStatus } from './save-status';

interface ItemCardProps {
  item: EditorItem;
  pageId: number;
  position: number;
  background: string;
}

/** One block: drag handle and preview on the left quarter, its quick-edit panel on the right. */
export function ItemCard({ item, pageId, position, background }: ItemCardProps) {
  const label = blockLabel(item.type);
  const hidden = item.isVisible === false;
  const sticky = item.isSticky === true;
  const actions = useItemActions(item);
  const status = useItemSaveStatus(item.id);
  const busy = actions.removing || actions.duplicating;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    transition: { duration: SORT_ANIMATION.durationMs, easing: SORT_ANIMATION.easing },
  });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className="relative list-none"
      aria-label={`${label} ${position}`}
      data-testid="item-card"
      data-item-id={item.id}
      data-hidden={hidden || undefined}
    >
      <article
        className={cn(
          'grid gap-4 rounded-xl border bg-card p-3 shadow-sm transition-[opacity,background-color] sm:grid-cols-[minmax(0,1fr)_minmax(0,3fr)] sm:p-4',
          hidden && 'border-red-300 bg-red-50/80 opacity-60 dark:bg-red-950/30',
          isDragging && 'opacity-40',
        )}
      >
        <div className="flex min-w-0 gap-2">
          <button
            ref={setActivatorNodeRef}
            type="button"
            aria-label={`Arrastrar para reordenar: ${label} ${position}`}
            className="flex w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing"
            {...attributes}
            {...listeners}
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
          <div className="min-w-0 flex-1">
            <ItemPreview item={item} background={background} />
          </div>
        </div>
        <div className="grid min-w-0 content-start gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex items-center gap-2">
              <Badge variant={hidden ? 'destructive' : 'secondary'}>{label}</Badge>
              {hidden && <span className="text-xs font-medium text-red-700">Oculto</span>}
              {sticky && <span className="text-xs font-medium text-muted-foreground">Fijado</span>}
              <SaveStatus status={status} />
            </div>
            <div className="flex items-center gap-0.5">
              <IconAction
                label={hidden ? 'Mostrar elemento' : 'Ocultar elemento'}
                icon={hidden ? EyeOff : Eye}
                pressed={hidden}
                onClick={actions.toggleVisible}
                disabled={busy}
                className={hidden ? 'text-red-700' : undefined}
              />
              <IconAction
                label={sticky ? 'Desfijar elemento' : 'Fijar elemento'}
                icon={sticky ? PinOff : Pin}
                pressed={sticky}
                onClick={actions.toggleSticky}
                disabled={busy}
              />
              <IconAction label="Duplicar elemento" icon={CopyPlus} onClick={actions.duplicate} disabled={busy} />
              <IconAction label="Copiar elemento" icon={Copy} onClick={actions.copy} disabled={busy} />
              <DeleteItemButton label={label} onConfirm={actions.remove} disabled={busy} icon={Trash2} />
            </div>
          </div>
          <QuickEditSlot item={item} pageId={pageId} disabled={busy} />
        </div>
      </article>
    </li>
  );
}
