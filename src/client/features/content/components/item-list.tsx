import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { restrictToVerticalAxis, restrictToWindowEdges } from '@dnd-kit/modifiers';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { SORT_ANIMATION } from '@shared/constants';
import { itemById, useEditorItemIds } from '@/stores/editor-items';
import { useEditorStore } from '@/stores/editor-store';
import { useReorderItems } from '../hooks/use-reorder-items';
import { DRAG_INSTRUCTIONS, dragAnnouncements } from '../lib/drag-announcements';
import { startPreviewInWindow } from '../lib/drag-modifiers';
import { verticalKeyboardCoordinates } from '../lib/keyboard-coordinates';
import { DragPreview } from './drag-preview';
import { ItemCard } from './item-card';

/** Cards rendered at once when a page opens; the rest right after (issue 13). */
const FIRST_CARDS = 24;

/** Vertical only; the compact preview starts inside the window and stays there. */
const MODIFIERS = [restrictToVerticalAxis, startPreviewInWindow, restrictToWindowEdges];

/**
 * The page's blocks in order. Drag by the handle (pointer, or Space/Enter then the arrows);
 * vertical only and inside the window. dnd-kit's keyboard sensor ends on Space, Enter or Tab and
 * cancels on Escape, a window resize or the tab being hidden. The list reads only the items' ids:
 * typing in a block renders that block's card alone, not the list nor the other cards (issue 13).
 */
export function ItemList({ pageId, background }: { pageId: number; background: string }) {
  const reorder = useReorderItems();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: verticalKeyboardCoordinates }),
  );
  const all = useEditorItemIds();
  // A long page opens with its first cards painted at once; the others follow in a render React
  // may interrupt, so the first card can be used while the rest are built (issue 13).
  const [complete, setComplete] = useState(() => all.length <= FIRST_CARDS);
  useEffect(() => startTransition(() => setComplete(true)), []);
  const ids = useMemo(() => (complete ? all : all.slice(0, FIRST_CARDS)), [all, complete]);
  // A block's type never changes: the labels heard while dragging follow the ids.
  const announcements = useMemo(() => {
    const items = useEditorStore.getState().items;
    return dragAnnouncements(ids.flatMap((id) => itemById(items, id) ?? []));
  }, [ids]);
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = useEditorStore((state) => (activeId === null ? undefined : itemById(state.items, activeId)));

  function onDragEnd({ active, over }: DragEndEvent) {
    setActiveId(null);
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from === -1 || to === -1) return;
    reorder(arrayMove(ids, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={MODIFIERS}
      onDragStart={({ active }: DragStartEvent) => setActiveId(Number(active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{ screenReaderInstructions: DRAG_INSTRUCTIONS, announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3" aria-label="Bloques de la página">
          {ids.map((id, index) => (
            <ItemCard key={id} id={id} pageId={pageId} position={index + 1} background={background} />
          ))}
        </ol>
      </SortableContext>
      <DragOverlay dropAnimation={{ duration: SORT_ANIMATION.durationMs, easing: SORT_ANIMATION.easing }}>
        {active ? <DragPreview item={active} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
