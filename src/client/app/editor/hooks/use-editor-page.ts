import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageToSettings } from '@shared/schemas/page';
import { useItemSync } from '@/lib/saves/use-item-sync';
import { usePage } from '@/api/pages/get-page';
import { usePagesList } from '@/api/pages/get-pages';
import { useItems } from '@/api/items/get-items';
import { usePageSync } from '@/lib/saves/use-page-sync';
import { useEditorStore } from '@/stores/editor-store';

export type EditorPageStatus = 'loading' | 'ready' | 'missing';

function parentFromState(state: unknown): number | null {
  if (state && typeof state === 'object' && 'parentPageId' in state) {
    const value = Number(state.parentPageId);
    return Number.isInteger(value) && value > 0 ? value : null;
  }
  return null;
}

/**
 * Opens a page in the editor: its settings and items come from the server into the editor store
 * (a fresh load wins over the local copy), and again after every re-fetch.
 */
export function useEditorPage(pageId: number): { status: EditorPageStatus; parentPageId: number | null } {
  const location = useLocation();
  const pages = usePagesList();
  const page = usePage(pageId);
  const items = useItems(pageId);
  const loadPage = useEditorStore((state) => state.loadPage);
  const loadedPageId = useEditorStore((state) => state.currentPageId);
  const sync = usePageSync();
  const itemSync = useItemSync();

  // The page list says whose the page is; if the list cannot be read, the page's own load decides.
  const ownership = pages.isPending ? 'unknown' : pages.isError || pages.data.some((entry) => entry.id === pageId) ? 'owned' : 'foreign';
  const owned = ownership === 'owned';
  const parentPageId = page.data?.parentPageId ?? parentFromState(location.state);

  useEffect(() => {
    if (items.isError) console.warn(`Could not load the items of page ${pageId}`, items.error);
  }, [items.isError, items.error, pageId]);

  useEffect(() => {
    if (page.isError) console.warn(`Could not load page ${pageId}`, page.error);
  }, [page.isError, page.error, pageId]);

  const pageData = page.data;
  const itemsData = items.data;
  const itemsSettled = items.isSuccess || items.isError;
  useEffect(() => {
    if (!pageData || pageData.id !== pageId || !itemsSettled || !owned) return;
    // Changes not yet saved stay on top of the server's copy (docs/decisions/600-saving-page-settings.md).
    const settings = { ...pageToSettings(pageData), ...sync.unsaved(pageId) };
    // So do item changes not yet saved (docs/decisions/500-item-autosave.md).
    const unsavedItems = itemSync.unsaved(pageId);
    const items = (itemsData ?? []).map((item) => {
      const changes = unsavedItems.get(item.id);
      return changes ? { ...item, ...changes } : item;
    });
    loadPage({ settings, items, parentPageId });
  }, [pageData, itemsData, itemsSettled, owned, pageId, parentPageId, loadPage, sync, itemSync]);

  if (page.isError || ownership === 'foreign') return { status: 'missing', parentPageId };
  if (page.isPending || !itemsSettled || loadedPageId !== pageId) return { status: 'loading', parentPageId };
  return { status: 'ready', parentPageId };
}
