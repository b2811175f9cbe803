import { useState } from 'react';
import { STORAGE_BUCKETS } from '@shared/constants';
import { usePageSettings } from '@/features/editor/hooks/use-page-settings';
import { toast } from '@/hooks/use-toast';
import { UploadError, uploadImage } from '../api/upload-image';
import { isImageFile, isTooLarge, storedExtension } from '../lib/image-file';

function uploadFailure(description: string) {
  toast({ variant: 'destructive', title: 'Error al subir imagen', description });
}

/** The sharing image (Open Graph): uploaded like the profile photo, sent at once; none means the profile photo. */
export function useShareImage() {
  const { settings, edit } = usePageSettings();
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    if (!isImageFile(file) || !storedExtension(file)) return uploadFailure('Por favor, selecciona un archivo de imagen válido.');
    if (isTooLarge(file)) return uploadFailure('La imagen no debe superar los 5MB.');
    setUploading(true);
    try {
      const url = await uploadImage(STORAGE_BUCKETS.profilePicture, file, { upsert: false });
      edit({ og_image: url }, 'immediate');
      toast({ title: 'Imagen subida', description: 'Es la imagen que se verá al compartir tu página.' });
    } catch (error) {
      console.error('Sharing image upload failed', error);
      const stage = error instanceof UploadError ? error.stage : 'upload';
      const serverMessage = error instanceof UploadError ? error.serverMessage : null;
      uploadFailure(stage === 'url' ? 'No se pudo obtener la URL pública.' : (serverMessage ?? 'No se pudo subir la imagen.'));
    } finally {
      setUploading(false);
    }
  }

  return { image: settings.og_image, uploading, upload, remove: () => edit({ og_image: null }, 'immediate') };
}
