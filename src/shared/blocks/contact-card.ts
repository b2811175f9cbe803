import { LIMITS } from '../constants';
import { longText, optionalEmail, shortText, tooLongMessage } from '../fields';
import { optionalHttpUrl } from '../url';
import { z } from '../zod';
import { CONTACT_KINDS, PHONE_TYPES } from './choices';
import { defineBlock } from './define';

export const contactCard = defineBlock({
  type: 'contactCard',
  label: 'Tarjeta de Contacto',
  menuLabel: 'Tarjeta Contacto',
  schema: z.object({
    // 'Persona' or 'Empresa' (decision 018): a business's vCard is filed as a company.
    kind: z.enum(CONTACT_KINDS, { message: 'Tipo de contacto no válido' }).default('person'),
    photoUrl: optionalHttpUrl,
    // Empty until the owner sets it: the card stays off the public page till then (decision 015).
    name: shortText.trim(),
    jobTitle: shortText.optional(),
    company: shortText.optional(),
    // The characters first: markup in a phone says 'Teléfono no válido' whatever its length.
    phone: z
      .string()
      .regex(/^[0-9+()\s.-]*$/, { message: 'Teléfono no válido' })
      .max(LIMITS.phoneMax, { message: tooLongMessage(LIMITS.phoneMax) })
      .optional(),
    // 'móvil' or 'fijo' (decision 018).
    phoneType: z.enum(PHONE_TYPES, { message: 'Tipo de teléfono no válido' }).default('cell'),
    email: optionalEmail,
    website: optionalHttpUrl,
    address: shortText.optional(),
    notes: longText.optional(),
    linkedinUrl: optionalHttpUrl,
  }),
  defaults: {
    kind: 'person',
    photoUrl: null,
    // The spec's 'Nombre Apellido', '+34 600 000 000' and 'correo@ejemplo.com' are the editor's placeholders.
    name: '',
    jobTitle: '',
    company: '',
    phone: '',
    phoneType: 'cell',
    email: null,
    website: null,
    address: '',
    notes: '',
    linkedinUrl: null,
  },
  placeholders: { name: 'Nombre Apellido', phone: '+34 600 000 000', email: 'correo@ejemplo.com' },
});
