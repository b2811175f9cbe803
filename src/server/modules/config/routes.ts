import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SignupMode } from '@shared/schemas/account';
import { type PublicConfig, publicConfigSchema } from '@shared/schemas/config';
import type { Database } from '../../db/client';
import { publicOrigin } from '../../lib/public-origin';
import { getSignupMode } from '../signups/signup-mode';

export interface PublicConfigOptions {
  db: Database;
  siteName: string;
  /** Hosted Supabase: its URL; absent in embedded mode, where this server is the Supabase URL. */
  supabaseUrl: string | undefined;
  supabaseAnonKey: string;
  publicUrl: string | undefined;
  /** Whether recovery and confirmation mails can be sent (SMTP_URL, or a hosted project). */
  mailEnabled: boolean;
  /** SIGNUPS until an admin chooses; null with a hosted project, which decides itself. */
  signups: SignupMode | null;
  /** ADMIN_CONTACT (decision 126). */
  adminContact: string | null;
  /** How people sign in here: passwords, passkeys, single sign-on (issue 41). */
  signInMethods: PublicConfig['signInMethods'];
}

/** What GET /api/config answers to this request (also carried by the server-rendered /login and /register). */
export async function readPublicConfig(request: FastifyRequest, options: PublicConfigOptions): Promise<PublicConfig> {
  return {
    supabaseUrl: options.supabaseUrl ?? publicOrigin(request, options.publicUrl),
    supabaseAnonKey: options.supabaseAnonKey,
    siteName: options.siteName,
    mailEnabled: options.mailEnabled,
    signups: options.signups ? await getSignupMode(options.db, options.signups) : 'open',
    adminContact: options.adminContact,
    signInMethods: options.signInMethods,
  };
}

/** GET /api/config: what one build of the client needs to talk to this deployment. Public. */
export async function configRoutes(app: FastifyInstance, options: PublicConfigOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    { schema: { response: { 200: publicConfigSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return readPublicConfig(request, options);
    },
  );
}
