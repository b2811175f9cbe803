import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { restrictToParentElement, restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { SORT_ANIMATION } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { entryIds } from '../lib/sortable-links';
import { socialLabel as networkLabel, type SocialLink } from '@shared/social';
import { SocialNetworkIcon } from './social-network-icon';

const INSTRUCTIONS = {
  draggable:
    'Para mover una red, pulsa Espacio o Intro. Usa las flechas arriba y abajo para moverla, Espacio o Intro para soltarla y Escape para cancelar.',
};

function announcements(links: readonly SocialLink[], ids: readonly string[]): Announcements {
  const name = (id: string | number) => {
    const index = ids.indexOf(String(id));
    return index === -1 ? 'la red' : networkLabel(links[index]!.network);
  };
  const position = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  return {
    onDragStart: ({ active }) => `Has tomado ${name(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} está en la posición ${position(over.id)} de ${links.length}.` : `${name(active.id)} ya no está sobre la lista.`),
    onDragEnd: ({ active, over }) => (over ? `Has soltado ${name(active.id)} en la posición ${position(over.id)} de ${links.length}.` : `Has soltado ${name(active.id)}.`),
    onDragCancel: ({ active }) => `Movimiento cancelado. ${name(active.id)} vuelve a su sitio.`,
  };
}

interface SocialLinkListProps {
  links: readonly SocialLink[];
  disabled?: boolean;
  onReorder: (links: SocialLink[]) => void;
  onRemove: (index: number) => void;
}

/** The owner's profiles in the order the page shows them: drag by the handle (or Space and the arrows), or remove. */
export function SocialLinkList({ links, disabled, onReorder, onRemove }: SocialLinkListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => entryIds(links, (link) => `${link.network}|${link.url}`), [links]);
  const accessibility = useMemo(() => ({ screenReaderInstructions: INSTRUCTIONS, announcements: announcements(links, ids) }), [links, ids]);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from === -1 || to === -1) return;
    onReorder(arrayMove([...links], from, to));
  }

  if (links.length === 0) {
    return <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">Aún no has añadido ninguna red.</p>;
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis, restrictToParentElement]}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2" aria-label="Tus redes sociales" data-testid="social-link-list">
          {links.map((link, index) => (
            <SocialLinkRow key={ids[index]} id={ids[index]!} link={link} position={index + 1} disabled={disabled} onRemove={() => onRemove(index)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SocialLinkRow({ id, link, position, disabled, onRemove }: { id: string; link: SocialLink; position: number; disabled?: boolean; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    transition: { duration: SORT_ANIMATION.durationMs, easing: SORT_ANIMATION.easing },
  });
  const label = networkLabel(link.network);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('flex min-w-0 items-center gap-2 rounded-md border bg-card p-1.5 shadow-xs', isDragging && 'relative z-10 shadow-md')}
      aria-label={`${label} ${position}`}
      data-testid="social-link-row"
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        aria-label={`Arrastrar para reordenar: ${label} ${position}`}
        disabled={disabled}
        className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing disabled:opacity-50"
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <SocialNetworkIcon network={link.network} className="size-5 shrink-0" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium">{label}</span>
        <span className="block truncate text-xs text-muted-foreground" title={link.url}>
          {link.url}
        </span>
      </span>
      <Button type="button" variant="ghost" size="icon" disabled={disabled} aria-label={`Quitar ${label}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
