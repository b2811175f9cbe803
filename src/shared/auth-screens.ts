import type { PublicConfig } from './schemas/config';

/**
 * The sign-in and registration screens rendered by the server (decision 405): the paths, the
 * element that carries /api/config's answer to the browser, and the SSR bundle's contract.
 */
export const AUTH_SCREEN_PATHS = ['/login', '/register'] as const;
export const AUTH_CONFIG_ELEMENT_ID = 'linkhub-config';

export interface AuthScreenInput {
  /** Path and query string, as asked for (`/register?invitation=...`). */
  url: string;
  /** What GET /api/config answers to this request. */
  config: PublicConfig;
}

export interface AuthScreenOutput {
  /** The app's markup for `<div id="root">`. */
  html: string;
  /** The screen's own title ('Iniciar Sesión | LinkHub'), for the head. */
  title: string;
}

export interface AuthSsrModule {
  renderAuthScreen(input: AuthScreenInput): AuthScreenOutput;
}
