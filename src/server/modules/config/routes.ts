import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '@shared/schemas/config';
import { publicOrigin } from '../../lib/public-origin';

export interface PublicConfigOptions {
  siteName: string;
  /** Hosted Supabase: its URL; absent in embedded mode, where this server is the Supabase URL. */
  supabaseUrl: string | undefined;
  supabaseAnonKey: string;
  publicUrl: string | undefined;
}

/** GET /api/config: what one build of the client needs to talk to this deployment. Public. */
export async function configRoutes(app: FastifyInstance, options: PublicConfigOptions) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    { schema: { response: { 200: publicConfigSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return {
        supabaseUrl: options.supabaseUrl ?? publicOrigin(request, options.publicUrl),
        supabaseAnonKey: options.supabaseAnonKey,
        siteName: options.siteName,
      };
    },
  );
}
