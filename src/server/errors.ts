/** An error meant for the API's caller: a status and a Spanish message, answered as {"error"}. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const MESSAGES = {
  unauthorized: 'Debes iniciar sesión para hacer esto.',
  invalidToken: 'Tu sesión no es válida o ha caducado. Vuelve a iniciar sesión.',
  pageNotFound: 'Página no encontrada',
  itemNotFound: 'Elemento no encontrado',
  routeNotFound: 'Ruta no encontrada',
  invalidJson: 'El cuerpo de la petición no es JSON válido.',
  emptyBody: 'Falta el cuerpo de la petición.',
  bodyTooLarge: 'La petición es demasiado grande.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  invalidData: 'Los datos enviados no son válidos.',
  invalidUrl: 'La dirección pedida no es válida.',
  nulCharacter: 'Los datos enviados contienen un carácter nulo (U+0000), que no se admite.',
  nothingToUpdate: 'No hay cambios que guardar.',
  slugTaken: (slug: string) => `La URL "${slug}" ya está en uso. Elige otra.`,
  reorderMismatch: 'La lista de elementos no coincide con los elementos de la página.',
  subpageParent: 'La subpágina no puede ser su propia página padre.',
  internal: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
  shuttingDown: 'El servidor se está deteniendo.',
  databaseUnavailable: 'La base de datos no responde.',
  imageTooLarge: 'La imagen no debe superar los 5MB.',
  imageMissing: 'Falta la imagen: envía el archivo en el campo "image".',
  notAnImage: 'El archivo no es una imagen válida (JPEG, PNG, GIF o WebP).',
  imageUnreadable: 'La imagen está dañada o no se puede leer.',
  tooManyPages: (max: number) => `Has llegado al máximo de ${max} páginas (subpáginas incluidas). Elimina alguna para crear otra.`,
  tooManyItems: (max: number) => `Esta página ya tiene el máximo de ${max} elementos. Elimina alguno para añadir otro.`,
} as const;

export const unauthorized = () => new AppError(401, MESSAGES.unauthorized);
export const pageNotFound = () => new AppError(404, MESSAGES.pageNotFound);
export const itemNotFound = () => new AppError(404, MESSAGES.itemNotFound);
export const badRequest = (message: string, details?: { path: string; message: string }[]) =>
  new AppError(400, message, details);
