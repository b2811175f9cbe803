import { LIMITS } from '../constants';
import { longText, optionalEmail, shortText, tooLongMessage } from '../fields';
import { optionalHttpUrl } from '../url';
import { z } from '../zod';
import { defineBlock } from './define';

export const contactCard = defineBlock({
  type: 'contactCard',
  label: 'Tarjeta de Contacto',
  menuLabel: 'Tarjeta Contacto',
  schema: z.object({
    photoUrl: optionalHttpUrl,
    name: shortText.trim().min(1, { message: 'El nombre es obligatorio' }),
    jobTitle: shortText.optional(),
    company: shortText.optional(),
    // The characters first: markup in a phone says 'Teléfono no válido' whatever its length.
    phone: z
      .string()
      .regex(/^[0-9+()\s.-]*$/, { message: 'Teléfono no válido' })
      .max(LIMITS.phoneMax, { message: tooLongMessage(LIMITS.phoneMax) })
      .optional(),
    email: optionalEmail,
    website: optionalHttpUrl,
    address: shortText.optional(),
    notes: longText.optional(),
    linkedinUrl: optionalHttpUrl,
  }),
  defaults: {
    photoUrl: null,
    name: 'Nombre Apellido',
    jobTitle: '',
    company: '',
    phone: '+34 600 000 000',
    email: 'correo@ejemplo.com',
    website: null,
    address: '',
    notes: '',
    linkedinUrl: null,
  },
});
