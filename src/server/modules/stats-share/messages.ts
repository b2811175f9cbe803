/** What the API answers about 'Compartir estadísticas' (issue 42, decision 1015). */
export const STATS_SHARE_MESSAGES = {
  notFound: 'Enlace no encontrado: no existe o su dueño lo ha revocado.',
  locked: 'Estas estadísticas están protegidas con contraseña.',
  wrongPassword: 'La contraseña no es correcta.',
  tooMany: (minutes: number) => `Demasiados intentos. Vuelve a probar dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
} as const;
