import { z } from 'zod';

// Every schema of the product shares one Zod instance whose default messages are Spanish.
z.config(z.locales.es());
// In the browser, Zod would probe `new Function` for its fast path, which the Content-Security-
// Policy refuses (and reports) since it allows no eval (decision 800); the server keeps the fast path.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
