import type { FastifyInstance } from 'fastify';
import { AUTH_SCREEN_PATHS } from '@shared/auth-screens';
import { type PublicConfigOptions, readPublicConfig } from '../config/routes';
import type { AuthScreens } from './renderer';

export interface AuthScreenRoutesOptions {
  screens: AuthScreens;
  config: PublicConfigOptions;
}

/**
 * GET /login and /register: the screens rendered here, with /api/config's answer (decision 405), so
 * that they paint with no script. A failed render falls back to the app's index.html, which draws
 * the same screen in the browser.
 */
export async function authScreenRoutes(app: FastifyInstance, options: AuthScreenRoutesOptions) {
  for (const screen of AUTH_SCREEN_PATHS) {
    app.get(screen, async (request, reply) => {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      try {
        const config = await readPublicConfig(request, options.config);
        return options.screens.render({ url: request.url, config });
      } catch (error) {
        request.log.error({ err: error }, 'could not render the sign-in screen');
        if (app.spaIndexHtml) return app.spaIndexHtml;
        throw error;
      }
    });
  }
}
