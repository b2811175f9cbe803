import { useNavigate } from 'react-router';
import { DEFAULT_PAGE_TITLE } from '@shared/constants';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useCreatePage } from '@/api/pages/create-page';
import { useDeletePage } from '@/api/pages/delete-page';
import { useDuplicatePage } from '@/api/pages/duplicate-page';
import { useItemSync } from '@/lib/saves/use-item-sync';
import { usePageSync } from '@/lib/saves/use-page-sync';

// The spec only logs these failures; we also tell the person (docs/decisions/403-page-actions.md).
function reportFailure(title: string, error: unknown) {
  console.error(title, error);
  toast({ variant: 'destructive', title, description: messageOf(error, 'Inténtalo de nuevo más tarde.') });
}

/** Create, duplicate and delete a page, then open the right page (spec section 4). */
export function usePageActions() {
  const navigate = useNavigate();
  const create = useCreatePage();
  const duplicate = useDuplicatePage();
  const remove = useDeletePage();
  const pageSync = usePageSync();
  const itemSync = useItemSync();

  return {
    creating: create.isPending,
    duplicating: duplicate.isPending,
    deleting: remove.isPending,
    busy: create.isPending || duplicate.isPending || remove.isPending,

    async createPage(title: string = DEFAULT_PAGE_TITLE) {
      try {
        const page = await create.mutateAsync(title);
        void navigate(`/edit/${page.id}`);
      } catch (error) {
        reportFailure('No se pudo crear la página', error);
      }
    },

    async duplicatePage(pageId: number) {
      try {
        const page = await duplicate.mutateAsync(pageId);
        void navigate(`/edit/${page.id}`);
      } catch (error) {
        reportFailure('No se pudo duplicar la página', error);
      }
    },

    /** Resolves when the request settles (the dialog closes then). */
    async deletePage(pageId: number) {
      try {
        const remaining = await remove.mutateAsync(pageId);
        // The page is gone: nothing of it waits to be saved, and leaving it asks nothing (decision 536).
        pageSync.forget(pageId);
        itemSync.forgetPage(pageId);
        const next = remaining.find((page) => page.parentPageId === null) ?? remaining[0];
        void navigate(next ? `/edit/${next.id}` : '/', { replace: true });
      } catch (error) {
        reportFailure('No se pudo eliminar la página', error);
      }
    },
  };
}
