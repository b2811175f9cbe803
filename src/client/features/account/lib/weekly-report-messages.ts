/** 'Mi cuenta' > 'Resumen semanal por correo' (issue 42). */
export const WEEKLY_REPORT_MESSAGES = {
  title: 'Resumen semanal por correo',
  description:
    'Cada lunes a las 08:00, en la zona horaria de tus estadísticas, un correo con las vistas, visitantes y clics de tus páginas frente a la semana anterior, y sus 3 bloques y 3 fuentes principales.',
  label: 'Recibir el resumen semanal',
  hint: 'Puedes desactivarlo aquí o con el enlace de cada correo, sin iniciar sesión.',
  unavailable: 'Este servidor no tiene el correo configurado (SMTP_URL), así que no puede enviar el resumen semanal. Pide a quien lo administra que lo configure.',
  loadFailed: 'No se pudo cargar la opción del resumen semanal.',
  saveFailed: 'No se pudo guardar la opción del resumen semanal.',
  turnedOn: 'Recibirás el resumen cada lunes.',
  turnedOff: 'Ya no recibirás el resumen semanal.',
} as const;
