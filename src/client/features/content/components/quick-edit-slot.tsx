import { createElement } from 'react';
import { contentObject } from '@shared/content-value';
import type { Item } from '@shared/schemas/item';
import { readBlock } from '@/blocks/lib/item-content';
import { quickEditFor } from '@/blocks/registry';
import { ScheduleSection } from './schedule-section';
import type { EditorItem } from '@/stores/editor-store';
import { useItemEditing } from '../hooks/use-item-editing';

function asItem(item: EditorItem, pageId: number): Item {
  return {
    pageId,
    linkUrl: null,
    isSticky: false,
    isVisible: true,
    createdAt: '',
    updatedAt: '',
    ...item,
    locked: item.locked ?? false,
    sensitive: item.sensitive ?? null,
    visibleFrom: item.visibleFrom ?? null,
    visibleUntil: item.visibleUntil ?? null,
  };
}

const UNREADABLE = 'Error al cargar contenido';

/** The right side of the card: the type's quick-edit panel, fed by autosave. */
export function QuickEditSlot({ item, pageId, disabled }: { item: EditorItem; pageId: number; disabled: boolean }) {
  const { onChange, onCommit } = useItemEditing(item);
  const Panel = quickEditFor(item.type);
  if (!Panel) return <Notice>{contentObject(item.content) ? 'No hay opciones de edición rápida para este tipo.' : UNREADABLE}</Notice>;
  // Read once per item (blocks/lib/item-content.ts): the card's preview shares this reading.
  const block = readBlock(item);
  if (!block) return <Notice>{UNREADABLE}</Notice>;
  return (
    <div className="grid gap-4">
      {createElement(Panel, { item: asItem(item, pageId), content: block.content, onChange, onCommit, disabled })}
      <ScheduleSection key={item.id} item={item} />
    </div>
  );
}

function Notice({ children }: { children: string }) {
  return <p className="rounded-md border border-dashed px-3 py-4 text-sm text-muted-foreground">{children}</p>;
}
