import { LINK_LANDING_PATHS } from '@shared/schemas/account';

/**
 * Where a mailed link (verify) may send the browser with a session in its fragment: one of the app's
 * landing screens on this site's origin (LINK_LANDING_PATHS, query kept), else `fallbackPath`.
 * Never another origin, and never a route that redirects on (/go, /view, /storage, /api, /auth),
 * which would hand the fragment to wherever it leads (decision 118).
 */
export function landingUrl(requested: unknown, origin: string, fallbackPath: string): string {
  if (typeof requested === 'string' && requested !== '') {
    try {
      const url = new URL(requested, origin);
      if (url.origin === new URL(origin).origin && LINK_LANDING_PATHS.includes(url.pathname)) {
        url.hash = '';
        return url.toString();
      }
    } catch {
      // not a URL: the fallback
    }
  }
  return new URL(fallbackPath, origin).toString();
}
