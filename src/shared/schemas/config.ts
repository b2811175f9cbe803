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
  /**
   * How people sign in (issue 41): the password form (PASSWORD_SIGNIN), passkeys (the embedded
   * sign-in), and the single sign-on button with its label (OIDC_*), null when not configured.
   */
  signInMethods: z.object({
    passwords: z.boolean(),
    passkeys: z.boolean(),
    sso: z.object({ label: z.string() }).nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
