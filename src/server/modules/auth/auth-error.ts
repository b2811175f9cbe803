/** The auth service's API version, sent with every answer so that clients read error codes. */
export const API_VERSION = '2024-01-01';

/**
 * An error of the auth service, answered in the Supabase Auth shape
 * `{code, error_code, msg, message}` (the message in Spanish, the code as the client expects).
 */
export class AuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }

  body() {
    return { code: this.code, error_code: this.code, msg: this.message, message: this.message, ...this.extra };
  }
}

export const AUTH_MESSAGES = {
  invalidCredentials: 'Correo electrónico o contraseña incorrectos.',
  emailNotConfirmed: 'Aún no has confirmado tu correo electrónico. Revisa tu bandeja de entrada.',
  userAlreadyExists: 'Ya existe una cuenta con este correo electrónico.',
  weakPassword: 'La contraseña debe tener al menos 6 caracteres.',
  passwordTooLong: 'La contraseña no puede superar los 72 bytes.',
  passwordMissing: 'Escribe una contraseña.',
  emailMissing: 'Escribe tu correo electrónico.',
  emailInvalid: 'El correo electrónico no es válido.',
  phoneDisabled: 'El registro con teléfono no está disponible. Usa tu correo electrónico.',
  metadataTooLarge: 'Los datos del usuario son demasiado grandes.',
  grantTypeInvalid: 'Tipo de concesión no admitido.',
  refreshTokenMissing: 'Falta el token de actualización.',
  refreshTokenNotFound: 'El token de actualización no es válido. Vuelve a iniciar sesión.',
  refreshTokenAlreadyUsed: 'El token de actualización ya se usó. Vuelve a iniciar sesión.',
  noAuthorization: 'Falta el token de acceso.',
  badJwt: 'El token de acceso no es válido o ha caducado.',
  sessionNotFound: 'La sesión ha terminado. Vuelve a iniciar sesión.',
  userNotFound: 'El usuario ya no existe.',
  scopeInvalid: 'Ámbito de cierre de sesión no válido: usa global, local u others.',
  rateLimited: 'Demasiadas solicitudes. Espera unos minutos e inténtalo de nuevo.',
  tooManyFailedSignIns: (minutes: number) =>
    `Demasiados intentos fallidos con esta cuenta. Espera ${minutes} minutos e inténtalo de nuevo.`,
  badJson: 'El cuerpo de la petición no es JSON válido.',
  bodyTooLarge: 'La petición es demasiado grande.',
  invalidRequest: 'La petición no es válida.',
  routeNotFound: 'Ruta no encontrada',
  emailSendFailed: 'No se pudo enviar el correo de confirmación. Inténtalo de nuevo más tarde.',
  verifyTypeInvalid: 'Tipo de verificación no admitido.',
  linkInvalid: 'El enlace de confirmación no es válido o ha caducado.',
  internal: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
  // Recovery, account changes, disabled accounts and sign-up modes (decisions 110 to 116).
  tooManyMails: (minutes: number) =>
    `Ya se ha enviado un correo a esta dirección hace poco. Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} antes de pedir otro.`,
  mailSendFailed: 'No se pudo enviar el correo. Inténtalo de nuevo más tarde.',
  emailSendingDisabled:
    'Este sitio no puede enviar correos. Pide al administrador del sitio un enlace para restablecer tu contraseña.',
  recoveryLinkInvalid: 'El enlace para restablecer la contraseña no es válido, ya se usó o ha caducado. Pide otro.',
  emailChangeLinkInvalid: 'El enlace para confirmar el nuevo correo no es válido, ya se usó o ha caducado.',
  userBanned: 'Esta cuenta está desactivada. Si crees que es un error, contacta con el administrador del sitio.',
  signupDisabled: 'El registro de cuentas nuevas está cerrado en este sitio.',
  inviteNotFound: 'Para registrarte en este sitio necesitas una invitación válida: la que usas no existe, ya se usó o ha caducado.',
  currentPasswordRequired: 'Escribe tu contraseña actual para cambiarla.',
  currentPasswordForEmail: 'Escribe tu contraseña actual para cambiar el correo electrónico.',
  emailUndoLinkInvalid: 'El enlace para deshacer el cambio de correo no es válido, ya se usó o han pasado más de 7 días.',
  emailUndoTaken: 'No se puede deshacer el cambio: otra cuenta usa ya tu dirección anterior. Contacta con el administrador del sitio.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
  emailExists: 'Ya existe una cuenta con este correo electrónico.',
  emailReserved: 'Esa dirección está reservada a la administración del sitio y solo puede usarse confirmándola por correo.',
  appMetadataForbidden: 'No puedes cambiar los datos de la aplicación de tu cuenta.',
} as const;

export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
