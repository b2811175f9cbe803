import { apiRequest } from '@/lib/api';

const MISSING_URL_MESSAGE = 'La respuesta de la API no contiene la URL de la imagen.';

/** The answer had no imageUrl (spec section 5: the upload response must contain it). */
export class MissingImageUrlError extends Error {
  constructor() {
    super(MISSING_URL_MESSAGE);
    this.name = 'MissingImageUrlError';
  }
}

/** POST /api/upload/image (multipart, field `image`): the stored image's public address. */
export async function uploadItemImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file, file.name);
  const answer = await apiRequest<{ imageUrl?: unknown } | undefined>('POST', '/api/upload/image', body);
  const url = answer?.imageUrl;
  if (typeof url !== 'string' || url === '') throw new MissingImageUrlError();
  return url;
}
