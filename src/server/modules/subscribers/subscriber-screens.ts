import { linkScreen, paragraph, postButton } from '../../lib/link-screen';

export const SUBSCRIBER_SCREENS = {
  confirmed: () => linkScreen('Suscripción confirmada', paragraph('¡Gracias! Tu suscripción está confirmada.')),
  badLink: () => linkScreen('Enlace no válido', paragraph('Este enlace no es válido o la suscripción ya no existe.')),
  /** The unsubscribe link opened in a browser: a button that POSTs. */
  askUnsubscribe: (action: string) =>
    linkScreen('Darte de baja', paragraph('Pulsa el botón para dejar de recibir estos correos.') + postButton(action, 'Darme de baja')),
  unsubscribed: () => linkScreen('Te has dado de baja', paragraph('No recibirás más correos de esta suscripción.')),
};
