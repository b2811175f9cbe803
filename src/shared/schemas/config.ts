import { z } from '../zod';

/** GET /api/config: where the client's Supabase client points, with which public key. */
export const publicConfigSchema = z.object({
  supabaseUrl: z.string(),
  supabaseAnonKey: z.string(),
  siteName: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
