import { LIMITS } from '../constants';
import { MAPS_EMBED_ORIGIN, mapsLink, webHref } from '../href';
import { CONTACT_KINDS, PHONE_TYPES } from './choices';
import { defineBlock } from './define';
import { field } from './field';

const shortText = () => field.text(LIMITS.shortTextMax);

export const contactCard = defineBlock({
  type: 'contactCard',
  label: 'Tarjeta de Contacto',
  menuLabel: 'Tarjeta Contacto',
  // The spec's 'Nombre Apellido', '+34 600 000 000' and 'correo@ejemplo.com' are the editor's placeholders.
  fields: {
    // 'Persona' or 'Empresa' (decision 018): a business's vCard is filed as a company.
    kind: field.choice(CONTACT_KINDS, 'Tipo de contacto no válido').default('person').starts('person'),
    photoUrl: field.optionalUrl().starts(null),
    name: field.text(LIMITS.shortTextMax, { trim: true }).starts('').shows('Nombre Apellido').isEssential(),
    jobTitle: shortText().optional().starts(''),
    company: shortText().optional().starts(''),
    phone: field.phone(LIMITS.phoneMax, 'Teléfono no válido').optional().starts('').shows('+34 600 000 000'),
    // 'móvil' or 'fijo' (decision 018).
    phoneType: field.choice(PHONE_TYPES, 'Tipo de teléfono no válido').default('cell').starts('cell'),
    email: field.optionalEmail().starts(null).shows('correo@ejemplo.com'),
    website: field.optionalUrl().starts(null),
    address: shortText().optional().starts(''),
    // 'Mostrar mapa' (issue 38): a map facade under the address, loaded from the provider on a tap.
    showMap: field.flag().default(false).starts(false),
    notes: field.text(LIMITS.longTextMax).optional().starts(''),
    linkedinUrl: field.optionalUrl().starts(null),
  },
  // The address's map, framed only after the visitor's tap (decision 971).
  origins: { frame: [MAPS_EMBED_ORIGIN] },
  links: (content) => ({
    website: webHref(content.website),
    linkedin: webHref(content.linkedinUrl),
    maps: content.address?.trim() ? mapsLink(content.address.trim()) : null,
  }),
});
