import { useMutation } from '@tanstack/react-query';
import { STORAGE_BUCKETS } from '@shared/constants';
import { usePageSettings } from '@/lib/saves/use-page-settings';
import { toast } from '@/hooks/use-toast';
import { UploadError, uploadImage } from '../api/upload-image';
import { isImageFile, isTooLarge, storedExtension } from '../lib/image-file';

/** The last background image of each page, so switching to 'Color sólido' and back restores it. */
const previousImage = new Map<number, string>();

function failure(description: string) {
  toast({ variant: 'destructive', title: 'Error', description });
}

/** The page background: solid colour or an image (uploaded to 'background-images'), sent at once. */
export function useBackgroundImage() {
  const { pageId, settings, edit } = usePageSettings();
  const image = settings.background_image;
  // `editPage` travels with the file: the page open when the file was picked gets the image, as before,
  // even if the owner has switched pages since.
  const uploading = useMutation({
    mutationFn: ({ file }: { file: File; editPage: typeof edit }) => uploadImage(STORAGE_BUCKETS.backgroundImages, file, { upsert: true }),
    onSuccess: (url, { editPage }) => {
      editPage({ background_image: url }, 'immediate');
      toast({ title: 'Imagen subida', description: 'El fondo de la página ya se ve en la vista previa.' });
    },
    onError: (error) => {
      console.error('Background image upload failed', error);
      const stage = error instanceof UploadError ? error.stage : 'upload';
      const serverMessage = error instanceof UploadError ? error.serverMessage : null;
      failure(stage === 'url' ? 'No se pudo obtener la URL pública.' : (serverMessage ?? 'No se pudo subir la imagen de fondo.'));
    },
  });

  function upload(file: File) {
    if (!isImageFile(file)) return; // the spec ignores anything else silently
    if (!storedExtension(file)) return failure('No se pudo subir la imagen de fondo. Usa una imagen JPEG, PNG, GIF o WebP.');
    if (isTooLarge(file)) return failure('La imagen no debe superar los 5MB.');
    uploading.mutate({ file, editPage: edit });
  }

  function remove() {
    if (pageId !== null && image) previousImage.set(pageId, image);
    edit({ background_image: null }, 'immediate');
  }

  /** Back to image mode: the image used before, if this session had one. */
  function restore(): boolean {
    const earlier = pageId === null ? undefined : previousImage.get(pageId);
    if (!earlier) return false;
    edit({ background_image: earlier }, 'immediate');
    return true;
  }

  return { image, uploading: uploading.isPending, upload, remove, restore };
}
