import { z } from '../zod';


export const idParam = z.coerce
  .number({ message: 'Identificador no válido' })
  .int({ message: 'Identificador no válido' })
  .positive({ message: 'Identificador no válido' })
  .max(2_147_483_647, { message: 'Identificador no válido' });
