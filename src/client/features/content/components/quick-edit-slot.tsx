import { createElement } from 'react';
import type { Item } from '@shared/schemas/item';
import { quickEditFor } from '@/features/blocks/quick-edits';
import type { EditorItem } from '@/features/editor/stores/editor-store';
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
  };
}

/** The right side of the card: the type's quick-edit panel, fed by autosave. */
export function QuickEditSlot({ item, pageId, disabled }: { item: EditorItem; pageId: number; disabled: boolean }) {
  const { content, onChange, onCommit } = useItemEditing(item);
  if (!content) return <Notice>Error al cargar contenido</Notice>;
  const Panel = quickEditFor(item.type);
  if (!Panel) return <Notice>No hay opciones de edición rápida para este tipo.</Notice>;
  return createElement(Panel, { item: asItem(item, pageId), content, onChange, onCommit, disabled });
}

function Notice({ children }: { children: string }) {
  return <p className="rounded-md border border-dashed px-3 py-4 text-sm text-muted-foreground">{children}</p>;
}
