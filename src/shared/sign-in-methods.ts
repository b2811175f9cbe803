/** Single sign-on and passkeys (issue 41): the addresses and messages both sides know. */

/** GET: starts a single sign-on (a plain link, so it works before the app has loaded). */
export const SSO_START_PATH = '/auth/v1/oidc/start';
export const SSO_CALLBACK_PATH = '/auth/v1/oidc/callback';
/** /login?sso_error=<key>: why a single sign-on ended without a session. */
export const SSO_ERROR_PARAM = 'sso_error';

export const SSO_ERRORS = {
  provider: 'Tu organización no completó el inicio de sesión. Inténtalo de nuevo.',
  state: 'El inicio de sesión caducó o no empezó en este navegador. Inténtalo de nuevo.',
  unverified: 'Tu organización no confirmó tu correo electrónico, así que no podemos entrar con él.',
  domain: 'Tu correo electrónico no pertenece a un dominio admitido en este sitio.',
  closed: 'El registro de cuentas nuevas está cerrado en este sitio. Pide acceso a quien lo administra.',
  invite: 'Para crear una cuenta en este sitio necesitas una invitación válida.',
  disabled: 'Esta cuenta está desactivada. Si crees que es un error, contacta con el administrador del sitio.',
  unavailable: 'No se pudo contactar con tu organización. Inténtalo más tarde.',
  failed: 'No se pudo iniciar sesión con tu organización. Inténtalo de nuevo.',
} as const;
export type SsoErrorKey = keyof typeof SSO_ERRORS;

export function ssoErrorMessage(key: string | null): string | null {
  return key && Object.hasOwn(SSO_ERRORS, key) ? SSO_ERRORS[key as SsoErrorKey] : null;
}

export const PASSKEY_MESSAGES = {
  passwordSignInOff: 'En este sitio se entra con tu organización: el inicio de sesión con contraseña está desactivado.',
  challengeExpired: 'La solicitud de la llave de acceso caducó. Inténtalo de nuevo.',
  unknownPasskey: 'Esta llave de acceso no está registrada en este sitio.',
  notVerified: 'No se pudo comprobar la llave de acceso.',
  invalid: 'La respuesta de la llave de acceso no es válida.',
  nameInvalid: 'El nombre de la llave debe tener entre 1 y 60 caracteres.',
  notFound: 'Esa llave de acceso no existe.',
  tooMany: 'Ya tienes 20 llaves de acceso: borra alguna antes de añadir otra.',
  currentPasswordNeeded: 'Por seguridad, escribe tu contraseña actual para añadir una llave de acceso.',
  signInAgain: 'Por seguridad, vuelve a iniciar sesión para añadir una llave de acceso: tu sesión empezó hace más de 10 minutos.',
} as const;

/** At most this many passkeys per account. */
export const MAX_PASSKEYS = 20;
