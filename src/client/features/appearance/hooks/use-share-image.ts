import { usePageSettings } from '@/lib/saves/use-page-settings';
import { usePhotoUpload } from './use-photo-upload';

/** The sharing image (Open Graph): uploaded like the profile photo, sent at once; none means the profile photo. */
export function useShareImage() {
  const { settings, edit } = usePageSettings();
  const { uploading, upload } = usePhotoUpload(
    (url) => edit({ og_image: url }, 'immediate'),
    'Es la imagen que se verá al compartir tu página.',
  );
  return { image: settings.og_image, uploading, upload, remove: () => edit({ og_image: null }, 'immediate') };
}
