import { useRef } from 'react';
import { usePageSettings } from '@/lib/saves/use-page-settings';
import { toast } from '@/hooks/use-toast';
import { type ProfileState, useProfileHistory } from '../stores/profile-history';
import { usePhotoUpload } from './use-photo-upload';

/**
 * The profile image of the open page: upload (zoom back to 100), remove, zoom, and undo through
 * the earlier image/zoom states. Images go to the server at once, the zoom after the pause.
 */
export function useProfileImage() {
  const { pageId, settings, edit, flush } = usePageSettings();
  const history = useProfileHistory((state) => (pageId === null ? undefined : state.byPage[pageId]));
  const gestureStart = useRef<ProfileState | null>(null);
  const current: ProfileState = { image: settings.profile_image, zoom: settings.profile_image_zoom };

  function remember() {
    if (pageId !== null) useProfileHistory.getState().push(pageId, current);
  }

  const { uploading, upload } = usePhotoUpload((url) => {
    remember();
    edit({ profile_image: url, profile_image_zoom: 100 }, 'immediate');
  }, 'Tu foto de perfil ya se ve en la vista previa.');

  function remove() {
    remember();
    edit({ profile_image: null, profile_image_zoom: 100 }, 'immediate');
    toast({
      title: 'Imagen eliminada',
      description:
        'Tu página ya no muestra la foto de perfil (puedes recuperarla con «Deshacer»). Recuerda: el título y la URL de «Ajustes» se guardan con «Guardar cambios».',
    });
  }

  function undo() {
    if (pageId === null) return;
    const previous = useProfileHistory.getState().pop(pageId);
    if (previous) edit({ profile_image: previous.image, profile_image_zoom: previous.zoom }, 'immediate');
  }

  /** Each slider gesture (drag or key press) is one step of the history. */
  function changeZoom(zoom: number) {
    gestureStart.current ??= current;
    edit({ profile_image_zoom: zoom }, 'debounced');
  }

  function commitZoom(zoom: number) {
    const start = gestureStart.current;
    gestureStart.current = null;
    if (pageId !== null && start && start.zoom !== zoom) useProfileHistory.getState().push(pageId, start);
  }

  return {
    image: settings.profile_image,
    zoom: settings.profile_image_zoom,
    bgColor: settings.profile_image_bg_color,
    size: settings.profile_image_size,
    title: settings.title,
    uploading,
    canUndo: !!history?.length,
    upload,
    remove,
    undo,
    changeZoom,
    commitZoom,
    edit,
    flush,
  };
}
