/** The Spanish messages of two-step verification (decision 920), kept apart from the other auth messages. */
export const MFA_MESSAGES = {
  factorNotFound: 'Ese método de verificación no existe.',
  factorTypeUnsupported: 'Ese tipo de verificación en dos pasos no está disponible.',
  friendlyNameInvalid: 'El nombre del método de verificación no es válido (hasta 100 caracteres).',
  tooManyFactors: 'Has llegado al máximo de métodos de verificación en dos pasos.',
  aal2ToEnroll: 'Confirma primero un código de tu verificación en dos pasos para añadir otro método.',
  challengeNotFound: 'La solicitud de código no existe. Vuelve a intentarlo.',
  challengeExpired: 'La solicitud de código ha caducado o ya se usó. Vuelve a intentarlo.',
  codeMissing: 'Escribe el código de 6 cifras de tu aplicación o un código de recuperación.',
  codeWrong: 'El código no es correcto.',
  codeReused: 'Ese código ya se usó. Espera a que tu aplicación muestre el siguiente.',
  tooManyAttempts: (minutes: number) =>
    `Demasiados códigos incorrectos. Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e inténtalo de nuevo.`,
  freshCodeToDisable:
    'Para desactivar la verificación en dos pasos escribe antes un código actual de tu aplicación o un código de recuperación.',
  // The API's answers (/api) to a session that still owes its second step.
  codeNeeded: 'Tu cuenta tiene la verificación en dos pasos activada: escribe el código de tu aplicación para continuar.',
  enrolmentNeeded: 'Este sitio exige la verificación en dos pasos: actívala en Mi cuenta para continuar.',
  aal2ForRecoveryCodes: 'Confirma un código de tu verificación en dos pasos para crear códigos de recuperación.',
  noVerifiedFactor: 'Activa antes la verificación en dos pasos.',
  sessionNotFound: 'Esa sesión no existe o ya terminó.',
} as const;
