import { z } from '../zod';

/** Every error the API answers has this shape, with a Spanish message. */
export const apiErrorSchema = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const idParam = z.coerce
  .number({ message: 'Identificador no válido' })
  .int({ message: 'Identificador no válido' })
  .positive({ message: 'Identificador no válido' })
  .max(2_147_483_647, { message: 'Identificador no válido' });
