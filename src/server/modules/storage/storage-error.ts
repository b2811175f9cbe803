/**
 * An error of the storage service in the Supabase Storage shape
 * `{statusCode: "<logical status>", code, error, message}`, sent with HTTP 400 as Supabase does,
 * except 413 for bodies over the limit.
 */
export class StorageError extends Error {
  constructor(
    readonly logicalStatus: number,
    readonly code: string,
    readonly error: string,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  body() {
    return { statusCode: String(this.logicalStatus), code: this.code, error: this.error, message: this.message };
  }
}

export const STORAGE_MESSAGES = {
  bucketNotFound: 'El bucket no existe.',
  invalidKey: 'Nombre de archivo no válido: usa un UUID con extensión de imagen (jpg, jpeg, png, gif o webp).',
  objectNotFound: 'El archivo no existe.',
  duplicate: 'El archivo ya existe.',
  unauthorized: 'Debes iniciar sesión para subir archivos.',
  notOwner: 'Este archivo pertenece a otro usuario.',
  notImage: 'El archivo no es una imagen válida (JPEG, PNG, GIF o WebP).',
  unreadable: 'La imagen está dañada o no se puede leer.',
  tooLarge: 'La imagen no debe superar los 5MB.',
  missingFile: 'Falta el archivo en la petición.',
  uploadsNotAllowed: 'Este bucket solo admite archivos subidos por la API de LinkHub.',
  invalidRequest: 'La petición no es válida.',
  rangeNotSatisfiable: 'El rango pedido no existe en el archivo.',
  routeNotFound: 'Ruta no encontrada',
  internal: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
} as const;

export const bucketNotFound = () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', STORAGE_MESSAGES.bucketNotFound);
export const objectNotFound = () => new StorageError(404, 'NoSuchKey', 'not_found', STORAGE_MESSAGES.objectNotFound);
export const invalidKey = () => new StorageError(400, 'InvalidKey', 'Invalid Key', STORAGE_MESSAGES.invalidKey);
export const tooLarge = () =>
  new StorageError(413, 'EntityTooLarge', 'Payload too large', STORAGE_MESSAGES.tooLarge, 413);
