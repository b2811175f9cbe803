import { linkScreen, paragraph, postButton } from '../../lib/link-screen';

export const WEEKLY_REPORT_SCREENS = {
  badLink: () => linkScreen('Enlace no válido', paragraph('Este enlace no es válido o ya no existe.')),
  /** The link opened in a browser: a button that POSTs. */
  askUnsubscribe: (action: string) =>
    linkScreen(
      'Dejar de recibir el resumen semanal',
      paragraph('Pulsa el botón para dejar de recibir el resumen semanal de tus estadísticas por correo.') + postButton(action, 'Dejar de recibirlo'),
    ),
  unsubscribed: () =>
    linkScreen('Resumen semanal desactivado', paragraph('No recibirás más el resumen semanal. Puedes volver a activarlo en «Mi cuenta».')),
};
