import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, Copy, CopyPlus, Ellipsis, Eye, EyeOff, GripVertical, Pin, PinOff, Trash2 } from 'lucide-react';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { SORT_ANIMATION } from '@shared/constants';
import { blockLabel } from '@shared/blocks';
import { isBlockComplete } from '@shared/blocks/complete';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useEditorItem } from '@/stores/editor-items';
import type { EditorItem } from '@/stores/editor-store';
import { cn } from '@/lib/utils';
import { useItemActions } from '../hooks/use-item-actions';
import { useItemSaveStatus } from '@/lib/saves/use-item-sync';
import { itemSummary } from '../lib/item-summary';
import { revealCard } from '../lib/reveal-card';
import { useCardExpansion } from '../stores/card-expansion';
import { DeleteItemDialog } from './delete-item-dialog';
import { IncompleteBadge } from './incomplete-badge';
import { ScheduledBadge } from './scheduled-badge';
import { IconAction } from './icon-action';
import { ItemPreview } from './item-preview';
import { AccessSection } from './access-section';
import { QuickEditSlot } from './quick-edit-slot';
import { SaveStatus } from './save-status';

interface ItemCardProps {
  item: EditorItem;
  pageId: number;
  position: number;
  background: string;
}

/**
 * The card of the item with this id. It reads its own item from the editor store, so a keystroke
 * in one block renders that block's card only (issue 13).
 */
export const ItemCard = memo(function ItemCard({ id, ...props }: Omit<ItemCardProps, 'item'> & { id: number }) {
  const item = useEditorItem(id);
  return item ? <ItemCardView item={item} {...props} /> : null;
});

/**
 * One block. Collapsed: handle, type badge, a one-line summary and the actions; tapping the
 * summary opens it. Open: the block's preview on the left quarter and its quick-edit panel on the
 * right (stacked on a phone). docs/decisions/534-collapsible-cards.md.
 */
function ItemCardView({ item, pageId, position, background }: ItemCardProps) {
  const label = blockLabel(item.type);
  const hidden = item.isVisible === false;
  const sticky = item.isSticky === true;
  const incomplete = !isBlockComplete(item.type, item.content);
  const actions = useItemActions(item);
  const status = useItemSaveStatus(item.id);
  const busy = actions.removing || actions.duplicating;
  const expanded = useCardExpansion((state) => state.expanded.has(item.id));
  const reveal = useCardExpansion((state) => state.revealId === item.id);
  const toggle = useCardExpansion((state) => state.toggle);
  const panelId = useId();
  const cardRef = useRef<HTMLLIElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    transition: { duration: SORT_ANIMATION.durationMs, easing: SORT_ANIMATION.easing },
  });

  // A block just added or pasted: opened (by the store) and brought into view, its first field
  // included (decision 542).
  useEffect(() => {
    if (!reveal) return;
    if (cardRef.current) revealCard(cardRef.current);
    // Keyboard users land on the new block, unless they already went somewhere else.
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.hasAttribute('data-add-content')) toggleRef.current?.focus({ preventScroll: true });
    useCardExpansion.getState().revealed(item.id);
  }, [reveal, item.id]);

  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        cardRef.current = node;
      }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className="relative list-none scroll-mt-20"
      aria-label={`${label} ${position}`}
      data-testid="item-card"
      data-item-id={item.id}
      data-hidden={hidden || undefined}
      data-expanded={expanded || undefined}
    >
      <article
        className={cn(
          // Off screen, a card is neither laid out nor painted (200 of them made every keystroke
          // repaint the whole list, issue 13); a collapsed card keeps its place meanwhile.
          'rounded-xl border bg-card shadow-sm transition-[opacity,background-color] [contain-intrinsic-size:auto_58px] [content-visibility:auto] [contain:layout_paint_style]',
          hidden && 'border-red-300 bg-red-50/80 opacity-60 dark:bg-red-950/30',
          isDragging && 'opacity-40',
        )}
      >
        <div className="flex items-stretch gap-1 p-1.5 sm:gap-2 sm:p-2">
          <button
            ref={setActivatorNodeRef}
            type="button"
            aria-label={`Arrastrar para reordenar: ${label} ${position}`}
            className="flex w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing"
            {...attributes}
            {...listeners}
          >
            <GripVertical className="size-4" aria-hidden="true" />
          </button>
          <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={expanded}
              aria-controls={expanded ? panelId : undefined}
              onClick={() => toggle(item.id)}
              className="flex min-h-10 max-sm:min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 py-1 text-left outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              data-testid="item-card-toggle"
            >
              <Badge variant={hidden ? 'destructive' : 'secondary'} className="shrink-0">
                {label}
              </Badge>
              {incomplete && <IncompleteBadge />}
              <ScheduledBadge from={item.visibleFrom} until={item.visibleUntil} />
              <StateLabels hidden={hidden} sticky={sticky} className="hidden sm:contents" />
              <span className="w-0 min-w-0 flex-1 truncate text-sm" data-testid="item-summary">
                {itemSummary(item)}
              </span>
              <span className="sr-only">{expanded ? ' (cerrar edición)' : ' (abrir edición)'}</span>
              <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 text-muted-foreground transition-transform', expanded && 'rotate-180')} />
            </button>
            <div className="flex items-center justify-end gap-0.5">
              <span className="mr-auto flex items-center gap-2 pl-1.5 sm:mr-1 sm:pl-0">
                {/* On a phone the labels sit here, leaving the first line to the summary. */}
                <StateLabels hidden={hidden} sticky={sticky} className="contents sm:hidden" />
                <SaveStatus status={status} />
              </span>
              <CardActions label={label} name={`${label} ${position}`} hidden={hidden} sticky={sticky} busy={busy} actions={actions} />
            </div>
          </div>
        </div>
        {expanded && (
          <div id={panelId} className="grid gap-4 border-t p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,3fr)] sm:p-4" data-testid="item-card-panel">
            <ItemPreview item={item} background={background} />
            <div className="min-w-0" data-quick-edit="">
              <QuickEditSlot item={item} pageId={pageId} disabled={busy} />
              <AccessSection item={item} disabled={busy} />
            </div>
          </div>
        )}
      </article>
    </li>
  );
}

type CardActionsProps = {
  label: string;
  /** The card's name ('Título 2'), for the menu button's accessible name. */
  name: string;
  hidden: boolean;
  sticky: boolean;
  busy: boolean;
  actions: ReturnType<typeof useItemActions>;
};

/**
 * The card's actions. From 640 px: five icon buttons. On a phone: one 'Más acciones' menu of 44 px
 * items, 'Eliminar elemento' set apart below a separator (decision 540). Both are in the page and
 * CSS shows one, so nothing renders again when the window is resized. They do not change while the
 * block's content is typed, so they do not render again on a keystroke (issue 13). The actions'
 * functions are new on every render of the card but do the same thing (they read the item from the
 * store by id, and TanStack Query's `mutate` is stable), so only what the buttons show is compared.
 */
const CardActions = memo(
  function CardActions({ label, name, hidden, sticky, busy, actions }: CardActionsProps) {
    const [confirming, setConfirming] = useState(false);
    const visibility = { label: hidden ? 'Mostrar elemento' : 'Ocultar elemento', icon: hidden ? EyeOff : Eye };
    const pin = { label: sticky ? 'Desfijar elemento' : 'Fijar elemento', icon: sticky ? PinOff : Pin };
    return (
      <>
        <span className="hidden items-center gap-0.5 sm:flex">
          <IconAction
            label={visibility.label}
            icon={visibility.icon}
            pressed={hidden}
            onClick={actions.toggleVisible}
            disabled={busy}
            className={hidden ? 'text-red-700' : undefined}
          />
          <IconAction label={pin.label} icon={pin.icon} pressed={sticky} onClick={actions.toggleSticky} disabled={busy} />
          <IconAction label="Duplicar elemento" icon={CopyPlus} onClick={actions.duplicate} disabled={busy} />
          <IconAction label="Copiar elemento" icon={Copy} onClick={actions.copy} disabled={busy} />
          <IconAction
            label="Eliminar elemento"
            icon={Trash2}
            onClick={() => setConfirming(true)}
            disabled={busy}
            className="text-destructive hover:text-destructive"
          />
        </span>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="sm:hidden" aria-label={`Más acciones: ${name}`} disabled={busy}>
              <Ellipsis aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-52">
            <DropdownMenuItem className="min-h-11" onSelect={actions.toggleVisible}>
              <visibility.icon aria-hidden="true" />
              {visibility.label}
            </DropdownMenuItem>
            <DropdownMenuItem className="min-h-11" onSelect={actions.toggleSticky}>
              <pin.icon aria-hidden="true" />
              {pin.label}
            </DropdownMenuItem>
            <DropdownMenuItem className="min-h-11" onSelect={actions.duplicate}>
              <CopyPlus aria-hidden="true" />
              Duplicar elemento
            </DropdownMenuItem>
            <DropdownMenuItem className="min-h-11" onSelect={actions.copy}>
              <Copy aria-hidden="true" />
              Copiar elemento
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="min-h-11" variant="destructive" onSelect={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              Eliminar elemento
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <DeleteItemDialog label={label} open={confirming} onOpenChange={setConfirming} onConfirm={actions.remove} />
      </>
    );
  },
  (before, after) =>
    before.label === after.label && before.name === after.name && before.hidden === after.hidden && before.sticky === after.sticky && before.busy === after.busy,
);

/** 'Oculto' and 'Fijado' beside the badge (wide) or beside the actions (phone). */
function StateLabels({ hidden, sticky, className }: { hidden: boolean; sticky: boolean; className: string }) {
  if (!hidden && !sticky) return null;
  return (
    <span className={className}>
      {hidden && <span className="shrink-0 text-xs font-medium text-red-700">Oculto</span>}
      {sticky && <span className="shrink-0 text-xs font-medium text-muted-foreground">Fijado</span>}
    </span>
  );
}
