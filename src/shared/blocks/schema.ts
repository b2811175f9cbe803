import { cssColor, limitedText, optionalEmail, tooLongMessage } from '../fields';
import { httpUrl, linkUrl, optionalHttpUrl } from '../url';
import { z } from '../zod';
import type { AnyField, ContentInputOf, ContentOf, Fields, FieldKind } from './field';

/** The characters of a phone number; markup in one says 'Teléfono no válido' whatever its length. */
const PHONE = /^[0-9+()\s.-]*$/;

/** The Zod schema of one field kind, before its presence (optional, default ...) is applied. */
function kindSchema(type: FieldKind): z.ZodType {
  switch (type.kind) {
    case 'text': {
      let schema = limitedText(type.max);
      if (type.required) schema = schema.min(1, { message: type.required });
      return type.trim ? schema.trim() : schema;
    }
    case 'parsed':
      return z
        .string({ message: type.message })
        .max(type.max, { message: tooLongMessage(type.max) })
        .transform((value, ctx) => {
          // Empty until the owner sets it: the block stays off the public page till then (decision 015).
          if (value.trim() === '') return '';
          const parsed = type.parse(value);
          if (parsed === null) {
            ctx.addIssue({ code: 'custom', message: type.message });
            return z.NEVER;
          }
          return parsed;
        });
    case 'phone':
      return z.string().regex(PHONE, { message: type.message }).max(type.max, { message: tooLongMessage(type.max) });
    case 'color':
      return cssColor;
    case 'choice':
      return z.enum(type.values as [string, ...string[]], type.message ? { message: type.message } : undefined);
    case 'number': {
      const message = type.message ? { message: type.message } : undefined;
      return z.number(message).int(message).min(type.min, message).max(type.max, message);
    }
    case 'flag':
      return z.boolean();
    case 'url':
      // '' is "not set yet".
      return z.union([type.links ? linkUrl : httpUrl, z.literal('')]);
    case 'email':
      return optionalEmail;
  }
}

/** A field's Zod schema: its kind's, with its presence. */
function fieldSchema(described: AnyField): z.ZodType {
  const { type, presence } = described;
  switch (presence) {
    case 'required':
      return kindSchema(type);
    case 'optional':
      return kindSchema(type).optional();
    case 'default':
      return kindSchema(type).default(described.fallback);
    case 'nullable':
      // Absent, null or empty is stored as null.
      return type.kind === 'email' ? optionalEmail : optionalHttpUrl;
  }
}

/** A block's content schema, built from its fields: what the API accepts and stores. */
export function blockSchema<F extends Fields>(fields: F): z.ZodType<ContentOf<F>, ContentInputOf<F>> {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, described]) => [key, fieldSchema(described)]));
  return z.object(shape) as unknown as z.ZodType<ContentOf<F>, ContentInputOf<F>>;
}
