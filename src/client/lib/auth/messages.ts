/** The spec's texts for the sign-in and registration forms (section 8). */
export const AUTH_MESSAGES = {
  clientMissing: 'Supabase client no inicializado.',
  signInFailed: 'Error al iniciar sesión.',
  signInUnexpected: 'Ocurrió un error inesperado.',
  signUpFailed: 'Error al registrarse.',
  signUpUnexpected: 'Ocurrió un error inesperado durante el registro.',
  signUpNoIdentities:
    'Registro exitoso, pero ocurrió un problema inesperado al obtener detalles. Intenta iniciar sesión.',
  signUpConfirm: '¡Registro exitoso! Revisa tu correo electrónico para confirmar tu cuenta.',
  signUpIncomplete: 'Registro procesado. Intenta iniciar sesión o revisa tu correo.',
  passwordMismatch: 'Las contraseñas no coinciden.',
} as const;

/** Password recovery and the sign-up modes (decisions 110 and 115). */
export const RECOVERY_MESSAGES = {
  forgotLink: '¿Olvidaste tu contraseña?',
  forgotTitle: 'Restablecer contraseña',
  forgotDescription: 'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  forgotSubmit: 'Enviar enlace',
  forgotBusy: 'Enviando...',
  forgotSent: 'Si existe una cuenta con ese correo, te hemos enviado un enlace.',
  forgotSentHint: 'Revisa tu bandeja de entrada (y la carpeta de spam). El enlace caduca en 1 hora.',
  noMail:
    'Este sitio no puede enviar correos, así que no podemos mandarte un enlace. Pide a quien administra el sitio un enlace para restablecer tu contraseña.',
  adminContact: 'Contacto:',
  forgotFailed: 'No se pudo enviar el enlace.',
  backToLogin: 'Volver a iniciar sesión',
  resetTitle: 'Nueva contraseña',
  resetDescription: 'Elige la contraseña con la que entrarás a partir de ahora. Tus otras sesiones se han cerrado.',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  resetSubmit: 'Guardar contraseña',
  resetBusy: 'Guardando...',
  resetDone: 'Contraseña guardada. Ya has iniciado sesión.',
  resetFailed: 'No se pudo guardar la contraseña.',
  resetInvalid: 'El enlace para restablecer la contraseña no es válido, ya se usó o ha caducado.',
  resetAskAgain: 'Pedir otro enlace',
  resetSkip: 'Ir a mis páginas',
  resetLoading: 'Comprobando el enlace...',
  passwordRequired: 'Introduce la nueva contraseña.',
  confirmRequired: 'Confirma la nueva contraseña.',
  signupsClosed: 'El registro de cuentas nuevas está cerrado en este sitio.',
  signupsInvite: 'En este sitio solo se puede crear una cuenta con una invitación. Pídesela a quien lo administra.',
  signupsInvited: 'Tienes una invitación: crea tu cuenta.',
} as const;

/** Our wording for the provider's error codes (docs/decisions/401-auth-forms.md). */
const PROVIDER_CODES: Record<string, string> = {
  invalid_credentials: 'Correo electrónico o contraseña incorrectos.',
  email_not_confirmed: 'Confirma tu correo electrónico antes de iniciar sesión: revisa tu bandeja de entrada.',
  user_already_exists: 'Ya existe una cuenta con este correo electrónico. Inicia sesión.',
  email_exists: 'Ya existe una cuenta con este correo electrónico. Inicia sesión.',
  weak_password: 'La contraseña es demasiado débil: usa al menos 6 caracteres.',
  validation_failed: 'Revisa los datos: el correo electrónico debe ser válido y la contraseña tener entre 6 y 72 caracteres.',
  email_address_invalid: 'El correo electrónico no es válido.',
  over_request_rate_limit: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  over_email_send_rate_limit: 'Demasiados correos enviados. Espera unos minutos y vuelve a intentarlo.',
  signup_disabled: 'El registro de cuentas nuevas está cerrado en este sitio.',
  invite_not_found: 'La invitación no es válida, ya se usó o ha caducado. Pide otra a quien administra el sitio.',
  user_banned: 'Esta cuenta está desactivada. Si crees que es un error, contacta con el administrador del sitio.',
  email_sending_disabled: 'Este sitio no puede enviar correos. Pide al administrador del sitio un enlace para restablecer tu contraseña.',
  same_password: 'La nueva contraseña debe ser distinta de la actual.',
  reauthentication_needed: 'Escribe tu contraseña actual para cambiarla.',
  email_address_not_authorized: 'Esa dirección está reservada a la administración del sitio.',
  session_not_found: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
};

const NETWORK_MESSAGE = 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.';

/** The message for a provider error: ours for known codes, else the provider's, else the fallback. */
export function providerErrorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const { code, name, status } = error as { code?: unknown; name?: unknown; status?: unknown };
    if (typeof code === 'string' && PROVIDER_CODES[code]) return PROVIDER_CODES[code];
    if (name === 'AuthRetryableFetchError') return NETWORK_MESSAGE;
    if (status === 429) return PROVIDER_CODES.over_request_rate_limit!;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
