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
  signup_disabled: 'El registro de cuentas nuevas está desactivado.',
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
