import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pageToSettings } from '@shared/schemas/page';
import { usePageSettings } from '@/features/editor/hooks/use-page-settings';
import { useEditorStore } from '@/features/editor/stores/editor-store';
import { pageQueryOptions } from '@/features/pages/api/get-page';
import { toast } from '@/hooks/use-toast';
import { ApiError, messageOf } from '@/lib/api-client';
import { appearanceOf } from '../lib/appearance-fields';
import { useProfileHistory } from '../stores/profile-history';

/** 'Copiar de pág. padre': the parent's whole appearance (both cards), read fresh from the server. */
export function useCopyParentAppearance() {
  const queryClient = useQueryClient();
  const { pageId, settings, edit } = usePageSettings();
  const parentPageId = useEditorStore((state) => state.parentPageId);
  const [copying, setCopying] = useState(false);

  async function copy() {
    if (parentPageId === null || pageId === null) return;
    setCopying(true);
    try {
      const parent = await queryClient.fetchQuery({ ...pageQueryOptions(parentPageId), staleTime: 0 });
      if (!parent) throw new ApiError(404, 'Página padre no encontrada.');
      useProfileHistory.getState().push(pageId, { image: settings.profile_image, zoom: settings.profile_image_zoom });
      edit(appearanceOf(pageToSettings(parent)), 'immediate');
      toast({ title: 'Apariencia Copiada', description: `Esta página tiene ahora la apariencia de «${parent.title}».` });
    } catch (error) {
      console.error('Copying the parent appearance failed', error);
      const notFound = error instanceof ApiError && error.status === 404;
      toast({
        variant: 'destructive',
        title: 'Error',
        description: notFound ? 'Página padre no encontrada.' : messageOf(error, 'No se pudo copiar la apariencia.'),
      });
    } finally {
      setCopying(false);
    }
  }

  return { hasParent: parentPageId !== null, copying, copy };
}
