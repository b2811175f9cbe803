import { useShallow } from 'zustand/react/shallow';
import { type EditorItem, useEditorStore } from './editor-store';

const indexes = new WeakMap<readonly EditorItem[], Map<number, EditorItem>>();

/**
 * The item with this id, through an index built once per item list: a change to one item gives a
 * new list (and a new index) but keeps every other item object as it was, so a selector reading
 * one item returns the same object until that item changes (issue 13).
 */
export function itemById(items: readonly EditorItem[], id: number): EditorItem | undefined {
  let index = indexes.get(items);
  if (!index) {
    index = new Map(items.map((item) => [item.id, item]));
    indexes.set(items, index);
  }
  return index.get(id);
}

/** One item of the open page; re-renders only when that item changes. */
export function useEditorItem(id: number): EditorItem | undefined {
  return useEditorStore((state) => itemById(state.items, id));
}

/** The ids of the open page's items, in order; re-renders only when they change (add, remove, reorder). */
export function useEditorItemIds(): number[] {
  return useEditorStore(useShallow((state) => state.items.map((item) => item.id)));
}
