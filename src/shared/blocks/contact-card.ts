import { LIMITS } from '../constants';
import { shortText } from '../fields';
import { optionalHttpUrl } from '../url';
import { z } from '../zod';
import { defineBlock } from './define';

const optionalEmail = z
  .union([z.email({ message: 'Correo electrónico no válido' }), z.literal('')])
  .nullish()
  .transform((value) => value || null);

export const contactCard = defineBlock({
  type: 'contactCard',
  label: 'Tarjeta de Contacto',
  menuLabel: 'Tarjeta Contacto',
  schema: z.object({
    photoUrl: optionalHttpUrl,
    name: shortText.trim().min(1, { message: 'El nombre es obligatorio' }),
    jobTitle: shortText.optional(),
    company: shortText.optional(),
    phone: z
      .string()
      .max(40)
      .regex(/^[0-9+()\s.-]*$/, { message: 'Teléfono no válido' })
      .optional(),
    email: optionalEmail,
    website: optionalHttpUrl,
    address: shortText.optional(),
    notes: z.string().max(LIMITS.longTextMax).optional(),
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
