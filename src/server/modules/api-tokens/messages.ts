import { MAX_API_TOKENS } from '@shared/schemas/api-tokens';

/** What the API answers about personal API tokens (issue 40, decision 990). */
export const API_TOKEN_MESSAGES = {
  notFound: 'No existe ese token de API.',
  tooMany: `Ya tienes ${MAX_API_TOKENS} tokens de API. Revoca alguno para crear otro.`,
  expiryPast: 'La fecha de caducidad debe ser hoy o un día futuro.',
  invalid: 'El token de API no es válido, ha caducado o fue revocado.',
  readOnly: 'Este token de API solo permite leer (GET y HEAD). Crea uno de lectura y escritura para hacer cambios.',
  sessionRequired: 'Esto necesita una sesión iniciada en LinkHub: un token de API no basta.',
  rateLimited: (perMinute: number) => `Demasiadas peticiones con este token de API (más de ${perMinute} por minuto). Inténtalo de nuevo en un momento.`,
} as const;
