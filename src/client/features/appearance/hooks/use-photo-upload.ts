import { useMutation } from '@tanstack/react-query';
import { STORAGE_BUCKETS } from '@shared/constants';
import { toast } from '@/hooks/use-toast';
import { UploadError, uploadImage } from '../api/upload-image';
import { isImageFile, isTooLarge, storedExtension } from '../lib/image-file';

function uploadFailure(description: string) {
  toast({ variant: 'destructive', title: 'Error al subir imagen', description });
}

/**
 * A photo picked by the owner (profile photo, sharing image): checked, uploaded to
 * 'profile-picture' as a new file, then handed to `onUploaded` with a toast; refusals and failures
 * as the spec's toasts.
 */
export function usePhotoUpload(onUploaded: (url: string) => void, uploadedDescription: string) {
  // `onUploaded` travels with the file: the page open when the file was picked gets the image, as
  // before, even if the owner has switched pages since.
  const uploading = useMutation({
    mutationFn: ({ file }: { file: File; onUploaded: (url: string) => void }) =>
      uploadImage(STORAGE_BUCKETS.profilePicture, file, { upsert: false }),
    onSuccess: (url, { onUploaded }) => {
      onUploaded(url);
      toast({ title: 'Imagen subida', description: uploadedDescription });
    },
    onError: (error) => {
      console.error('Photo upload failed', error);
      const stage = error instanceof UploadError ? error.stage : 'upload';
      const serverMessage = error instanceof UploadError ? error.serverMessage : null;
      uploadFailure(stage === 'url' ? 'No se pudo obtener la URL pública.' : (serverMessage ?? 'No se pudo subir la imagen.'));
    },
  });

  function upload(file: File) {
    if (!isImageFile(file) || !storedExtension(file)) return uploadFailure('Por favor, selecciona un archivo de imagen válido.');
    if (isTooLarge(file)) return uploadFailure('La imagen no debe superar los 5MB.');
    uploading.mutate({ file, onUploaded });
  }

  return { uploading: uploading.isPending, upload };
}
