import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { themeListSchema } from '@shared/schemas/theme';
import { listThemes } from './list-themes';

/** GET /api/themes: the designed themes of 'Apariencia'. Public; they change only with the app. */
export async function themeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/themes', { schema: { response: { 200: themeListSchema } } }, (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return listThemes();
  });
}
