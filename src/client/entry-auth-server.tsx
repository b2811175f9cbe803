import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { AuthScreenInput, AuthScreenOutput } from '@shared/auth-screens';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';
import { seedAppConfig } from './lib/config';
import { createQueryClient } from './lib/query-client';

/**
 * /login and /register rendered on the server (decision 405) with the app's own routes and
 * providers, as the browser's first render draws them: signed out (`guestScreen`: the browser
 * reads a stored session later), and /api/config's answer already known (the same answer the page
 * carries for the browser).
 */
export function renderAuthScreen({ url, config }: AuthScreenInput): AuthScreenOutput {
  const queryClient = createQueryClient();
  seedAppConfig(queryClient, config);
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  const markup = renderToString(
    <AppProvider queryClient={queryClient} guestScreen>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  // React renders the screen's <title> where the screen puts it; the document has it in its head.
  const titles = /<title>([^<]*)<\/title>/.exec(markup);
  return { html: markup.replace(/<title>[^<]*<\/title>/g, ''), title: titles?.[1] ?? 'LinkHub' };
}
