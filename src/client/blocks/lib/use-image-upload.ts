import { useMutation } from '@tanstack/react-query';
import { IMAGE_UPLOAD_MAX_BYTES } from '@shared/constants';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { MissingImageUrlError, uploadItemImage } from '../api/upload-item-image';

/** Image blocks take what the spec lists; subpage cards, link icons and contact photos any image (section 5). */
const ITEM_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

const UPLOAD_KINDS = {
  image: {
    accept: ITEM_IMAGE_TYPES.join(','),
    accepts: (file: File) => ITEM_IMAGE_TYPES.includes(file.type),
    errorTitle: 'Error al subir imagen',
    fallback: 'No se pudo subir la imagen del elemento.',
    success: 'Imagen subida',
  },
  subpageCard: {
    accept: 'image/*',
    accepts: (file: File) => file.type.startsWith('image/'),
    errorTitle: 'Error al subir imagen',
    fallback: 'No se pudo subir la imagen.',
    success: 'Imagen subida',
  },
  linkIcon: {
    accept: 'image/*',
    accepts: (file: File) => file.type.startsWith('image/'),
    errorTitle: 'Error al subir imagen',
    fallback: 'No se pudo subir el icono.',
    success: 'Icono subido',
  },
  contactPhoto: {
    accept: 'image/*',
    accepts: (file: File) => file.type.startsWith('image/'),
    errorTitle: 'Error al subir foto',
    fallback: 'No se pudo subir la foto de contacto.',
    success: 'Foto de contacto subida',
  },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof MissingImageUrlError) return error.message;
  // The server's own Spanish words (not an image, too large...); a network failure gets the fallback.
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) return error.serverMessage;
  return fallback;
}

/**
 * Uploads one image of a block: checks the file, shows 'Subiendo...' meanwhile (`uploading`), then
 * hands the public address to `onUploaded` and toasts; refusals and failures toast section 8's words.
 */
export function useImageUpload(kind: UploadKind, onUploaded: (url: string, file: File) => void) {
  const config = UPLOAD_KINDS[kind];
  const sending = useMutation({ mutationFn: (file: File) => uploadItemImage(file) });

  async function upload(file: File) {
    const refuse = (description: string) => toast({ variant: 'destructive', title: config.errorTitle, description });
    if (!config.accepts(file)) return refuse('Por favor, selecciona un archivo de imagen válido.');
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) return refuse('La imagen no debe superar los 5MB.');
    try {
      const url = await sending.mutateAsync(file);
      onUploaded(url, file);
      toast({ title: config.success });
    } catch (error) {
      console.error(`Upload of a ${kind} failed`, error);
      refuse(failureMessage(error, config.fallback));
    }
  }

  return { uploading: sending.isPending, upload, accept: config.accept };
}
