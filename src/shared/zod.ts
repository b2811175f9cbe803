import { z } from 'zod';

// Every schema of the product shares one Zod instance whose default messages are Spanish.
z.config(z.locales.es());

export { z };
