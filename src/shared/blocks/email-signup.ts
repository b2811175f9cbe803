import { LIMITS } from '../constants';
import { defineBlock } from './define';
import { field } from './field';

/** In the consent text, the owner's name: the page's title wherever the form is drawn (decision 985). */
export const OWNER_NAME_TOKEN = '{nombre}';

const DEFAULT_CONSENT = `Acepto recibir correos de ${OWNER_NAME_TOKEN}. Puedo darme de baja cuando quiera con el enlace de cada correo.`;

/** Issue 40: visitors leave their e-mail (and name) to hear from the page's owner (decision 985). */
export const emailSignup = defineBlock({
  type: 'emailSignup',
  label: 'Suscripción por correo',
  menuLabel: 'Suscripción por correo',
  fields: {
    title: field.text(LIMITS.shortTextMax).starts('Suscríbete').isEssential(),
    text: field.text(LIMITS.shortTextMax).optional().starts('Recibe las novedades en tu correo.'),
    buttonLabel: field.text(60).default('Suscribirme').starts('Suscribirme'),
    consent: field
      .text(LIMITS.shortTextMax, { required: 'El texto de consentimiento es obligatorio' })
      .default(DEFAULT_CONSENT)
      .starts(DEFAULT_CONSENT),
    askName: field.flag().default(false).starts(false),
  },
  origins: {},
  links: null,
});
