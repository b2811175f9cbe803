import path from 'node:path';
import { AUTH_SERVER_ENTRY, type AuthScreens, authScreensWith } from '../modules/auth-screens/renderer';
import { moduleRenderer, PUBLIC_SERVER_ENTRY, type PublicRenderer } from '../modules/public-view/renderer';

const FONTS = {
  'inter-latin-700-normal': '/assets/inter-latin-700-normal-test.woff2',
  'merriweather-latin-400-italic': '/assets/merriweather-latin-400-italic-test.woff2',
};

/**
 * The public page's renderer from source, loaded through Vitest (which is Vite), so server tests
 * need no build. The path is computed: the server never imports client code statically.
 */
export async function loadSourceRenderer(): Promise<PublicRenderer> {
  const entry = path.resolve(import.meta.dirname, '../../client', PUBLIC_SERVER_ENTRY);
  const module: unknown = await import(/* @vite-ignore */ entry);
  return moduleRenderer(module, {
    styles: ['/assets/public-test.css'],
    scripts: ['/assets/public-test.js'],
    modulePreloads: ['/assets/react-test.js'],
    fonts: FONTS,
  });
}

/** What `authTemplate` makes of the built index.html, in short (decision 405). */
const TEST_AUTH_TEMPLATE =
  '<!doctype html><html lang="es"><head><title>LinkHub</title><style>body{}</style><script type="module" crossorigin src="/assets/auth-test.js"></script></head><body><div id="root"></div></body></html>';

/** The server-rendered /login and /register from source, like the public page above. */
export async function loadSourceAuthScreens(): Promise<AuthScreens> {
  const entry = path.resolve(import.meta.dirname, '../../client', AUTH_SERVER_ENTRY);
  const module: unknown = await import(/* @vite-ignore */ entry);
  return authScreensWith(module, TEST_AUTH_TEMPLATE);
}
