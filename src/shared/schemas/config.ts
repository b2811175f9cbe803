import { z } from '../zod';
import { signupModeSchema } from './account';

/** GET /api/config: where the client's Supabase client points, with which public key. */
export const publicConfigSchema = z.object({
  supabaseUrl: z.string(),
  supabaseAnonKey: z.string(),
  siteName: z.string(),
  /** Whether the site can mail recovery links (SMTP_URL, or a hosted project). */
  mailEnabled: z.boolean(),
  /** Who may create an account here (decision 115); 'open' with a hosted project, which decides. */
  signups: signupModeSchema,
  /** ADMIN_CONTACT: an e-mail or URL of whoever runs the site, for a recovery link (decision 126). */
  adminContact: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
