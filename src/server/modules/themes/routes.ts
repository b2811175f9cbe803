import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BRAND_ICON_KEYS } from '@shared/brand-hosts';
import { BRAND_ICONS } from '@shared/brand-icons';
import { themeListSchema } from '@shared/schemas/theme';
import { z } from '@shared/zod';
import { listThemes } from './list-themes';

/** GET /api/themes: the designed themes of 'Apariencia'. Public; they change only with the app. */
export async function themeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/themes', { schema: { response: { 200: themeListSchema } } }, (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return listThemes();
  });
}

const brandIcon = z.object({ title: z.string(), path: z.string() });

/**
 * GET /api/brand-icons?keys=instagram,github: brand marks for a page opened inside the public page
 * without a full load (a full load brings them in its data; decision 312). Public, cached a day.
 */
export async function brandIconRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/brand-icons',
    {
      schema: {
        querystring: z.object({ keys: z.string().max(600).default('') }),
        response: { 200: z.object({ icons: z.record(z.string(), brandIcon) }) },
      },
    },
    (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      const icons: Record<string, { title: string; path: string }> = {};
      for (const key of request.query.keys.split(',')) {
        if ((BRAND_ICON_KEYS as readonly string[]).includes(key)) icons[key] = BRAND_ICONS[key as keyof typeof BRAND_ICONS];
      }
      return { icons };
    },
  );
}
