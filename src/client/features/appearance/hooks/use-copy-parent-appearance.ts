import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageToSettings } from '@shared/schemas/page';
import { usePageSettings } from '@/lib/saves/use-page-settings';
import { useEditorStore } from '@/stores/editor-store';
import { pageQueryOptions } from '@/api/pages/get-page';
import { toast } from '@/hooks/use-toast';
import { ApiError, hasErrorCode, messageOf } from '@/lib/api-client';
import { appearanceOf } from '../lib/appearance-fields';
import { type ProfileState, useProfileHistory } from '../stores/profile-history';

/** 'Copiar de pág. padre': the parent's whole appearance (both cards), read fresh from the server. */
export function useCopyParentAppearance() {
  const queryClient = useQueryClient();
  const { pageId, settings, edit } = usePageSettings();
  const parentPageId = useEditorStore((state) => state.parentPageId);
  // What the copy works on is taken when the button is pressed (the open page, its parent, its
  // photo for «Deshacer»), as before, even if the owner switches pages while the parent is read.
  const copying = useMutation({
    mutationFn: async (target: { parentPageId: number; pageId: number; profile: ProfileState; editPage: typeof edit }) => {
      const parent = await queryClient.fetchQuery({ ...pageQueryOptions(target.parentPageId), staleTime: 0 });
      if (!parent) throw new ApiError(404, 'Página padre no encontrada.', 'page_not_found');
      useProfileHistory.getState().push(target.pageId, target.profile);
      target.editPage(appearanceOf(pageToSettings(parent)), 'immediate');
      return parent;
    },
    onSuccess: (parent) => {
      toast({ title: 'Apariencia Copiada', description: `Esta página tiene ahora la apariencia de «${parent.title}».` });
    },
    onError: (error) => {
      console.error('Copying the parent appearance failed', error);
      const notFound = hasErrorCode(error, 'page_not_found');
      toast({
        variant: 'destructive',
        title: 'Error',
        description: notFound ? 'Página padre no encontrada.' : messageOf(error, 'No se pudo copiar la apariencia.'),
      });
    },
  });

  function copy() {
    if (parentPageId === null || pageId === null) return;
    copying.mutate({ parentPageId, pageId, profile: { image: settings.profile_image, zoom: settings.profile_image_zoom }, editPage: edit });
  }

  return { hasParent: parentPageId !== null, copying: copying.isPending, copy };
}
