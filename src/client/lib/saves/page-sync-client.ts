import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '@shared/schemas/page';
import { pagePath } from '@/api/pages/get-page';
import { PAGES_LIST_KEY } from '@/api/pages/get-pages';
import { updatePage } from '@/api/pages/update-page';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { itemsPath } from '@/api/items/get-items';
import { useEditorStore } from '@/stores/editor-store';
import { PageSync, type PageSyncDeps } from './page-sync';

/** What PageSync gets in the app: the page API, the query cache, the editor store and toasts. */
export function pageSyncDeps(queryClient: QueryClient, overrides: Partial<PageSyncDeps> = {}): PageSyncDeps {
  return {
    send: updatePage,
    cachedPage: (pageId) => queryClient.getQueryData<Page>([pagePath(pageId)]),
    cachePage: (pageId, page) => queryClient.setQueryData<Page>([pagePath(pageId)], page),
    showSettings: (pageId, changes) => {
      const editor = useEditorStore.getState();
      if (editor.currentPageId === pageId && Object.keys(changes).length > 0) editor.updatePageSettings(changes);
    },
    onSaved: (page, values) => {
      if ('title' in values || 'slug' in values) void queryClient.invalidateQueries({ queryKey: PAGES_LIST_KEY });
      // A subpage's title is also its card's title on the parent page (the server keeps both).
      if ('title' in values && typeof page.parentPageId === 'number') {
        void queryClient.invalidateQueries({ queryKey: [itemsPath(page.parentPageId)] });
      }
    },
    onFailed: (pageId, error) => {
      console.error(`Could not save the settings of page ${pageId}`, error);
      toast({ variant: 'destructive', title: 'Error al guardar', description: messageOf(error, 'No se pudo guardar el ajuste.') });
    },
    ...overrides,
  };
}

const syncs = new WeakMap<QueryClient, PageSync>();

/** One PageSync per query client (the app has one; tests make their own). */
export function pageSyncFor(queryClient: QueryClient): PageSync {
  let sync = syncs.get(queryClient);
  if (!sync) {
    sync = new PageSync(pageSyncDeps(queryClient));
    syncs.set(queryClient, sync);
  }
  return sync;
}
