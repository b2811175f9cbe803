import type { ErrorCode } from '@shared/error-codes';
import { TEXT_MESSAGES } from '@shared/text-hygiene';

/**
 * An error meant for the API's caller: a status, a stable machine code and a Spanish message,
 * answered as {"error", "code"} (decision 130).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const kilobytes = (bytes: number) => Math.floor(bytes / 1024);
const megabytes = (bytes: number) => Number((bytes / (1024 * 1024)).toFixed(1));

export const MESSAGES = {
  unauthorized: 'Debes iniciar sesión para hacer esto.',
  invalidToken: 'Tu sesión no es válida o ha caducado. Vuelve a iniciar sesión.',
  pageNotFound: 'Página no encontrada',
  itemNotFound: 'Elemento no encontrado',
  subscriberNotFound: 'Suscriptor no encontrado',
  routeNotFound: 'Ruta no encontrada',
  invalidJson: 'El cuerpo de la petición no es JSON válido.',
  emptyBody: 'Falta el cuerpo de la petición.',
  bodyTooLarge: 'La petición es demasiado grande.',
  unsupportedMediaType: 'Tipo de contenido no admitido.',
  invalidData: 'Los datos enviados no son válidos.',
  invalidUrl: 'La dirección pedida no es válida.',
  misdirected: 'Este servidor no atiende esta dirección. Usa la dirección pública del sitio.',
  nulCharacter: TEXT_MESSAGES.nul,
  nothingToUpdate: 'No hay cambios que guardar.',
  scheduleEndsBeforeStart: 'El final debe ser posterior al inicio.',
  redirectNotALink: 'Solo se puede redirigir a un bloque de enlace de esta página.',
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
  pdfTooLarge: 'El PDF no debe superar los 20MB.',
  pdfMissing: 'Falta el PDF: envía el archivo en el campo "file".',
  notAPdf: 'El archivo no es un documento PDF válido.',
  tooManyPages: (max: number) => `Has llegado al máximo de ${max} páginas (subpáginas incluidas). Elimina alguna para crear otra.`,
  tooManyItems: (max: number) => `Esta página ya tiene el máximo de ${max} elementos. Elimina alguno para añadir otro.`,
  // 'Mi cuenta' and /admin (decisions 113 to 117).
  wrongPassword: 'La contraseña no es correcta.',
  tooManyWrongPasswords: (minutes: number) =>
    `Demasiados intentos fallidos con esta cuenta. Espera ${minutes} minutos e inténtalo de nuevo.`,
  passwordCheckUnavailable: 'No se pudo comprobar la contraseña con el proveedor de cuentas. Inténtalo de nuevo más tarde.',
  accountGone: 'Tu cuenta ya no existe.',
  userNotFound: 'Usuario no encontrado',
  invitationNotFound: 'Invitación no encontrada',
  cannotDisableSelf: 'No puedes desactivar tu propia cuenta.',
  cannotDeleteSelf: 'Para eliminar tu propia cuenta, usa «Mi cuenta».',
  hostedUsers:
    'Con Supabase alojado, las cuentas se gestionan en el panel del proyecto de Supabase: este servidor no puede listarlas, desactivarlas ni enviarles enlaces.',
  itemTooLarge: (maxBytes: number) => `El contenido de este elemento es demasiado grande (máximo ${kilobytes(maxBytes)} KB). Acórtalo.`,
  pageContentTooLarge: (maxBytes: number) =>
    `Esta página ya tiene demasiado contenido (máximo ${kilobytes(maxBytes)} KB entre todos sus elementos). Acorta o elimina algún elemento.`,
  pageRenderTooLarge: (maxBytes: number) =>
    `Esta página sería demasiado grande para mostrarse (máximo ${megabytes(maxBytes)} MB). Acorta o elimina algún elemento.`,
  subpageCycle: 'Una subpágina no puede contener la página en la que está ni ninguna de las que la contienen.',
  illFormedText: TEXT_MESSAGES.illFormed,
  tooDeep: TEXT_MESSAGES.tooDeep,
} as const;

export const pageNotFound = () => new AppError(404, 'page_not_found', MESSAGES.pageNotFound);
export const itemNotFound = () => new AppError(404, 'item_not_found', MESSAGES.itemNotFound);
export const subscriberNotFound = () => new AppError(404, 'subscriber_not_found', MESSAGES.subscriberNotFound);
export const badRequest = (code: ErrorCode, message: string, details?: { path: string; message: string }[]) =>
  new AppError(400, code, message, details);
