import { useCallback, useMemo } from 'react';
import { type EditorItem, useEditorStore } from '@/stores/editor-store';
import { readContent } from '@/lib/read-content';
import { useItemSync } from '@/lib/saves/use-item-sync';

/**
 * The quick-edit panel's side of autosave: a patch merges into the item's content in the editor
 * store at once (the card and the preview follow) and is sent 750 ms after the last change, or at
 * once; a text field's blur sends what waits.
 */
export function useItemEditing(item: EditorItem) {
  const sync = useItemSync();
  const itemId = item.id;
  const content = useMemo(() => readContent(item.content), [item.content]);

  const onChange = useCallback(
    (patch: Record<string, unknown>, options?: { immediate?: boolean }) => {
      const editor = useEditorStore.getState();
      const current = editor.items.find((entry) => entry.id === itemId);
      const pageId = editor.currentPageId;
      if (!current || pageId === null) return;
      const base = readContent(current.content) ?? {};
      const next = { ...base, ...patch };
      editor.updateItem(itemId, { content: next });
      sync.edit(pageId, itemId, { content: next }, { immediate: options?.immediate ?? false });
    },
    [sync, itemId],
  );

  const onCommit = useCallback(() => void sync.flush(itemId), [sync, itemId]);

  return { content, onChange, onCommit };
}

