/**
 * Where a confirmation link may send the browser: a URL on this site's own origin, else its home.
 * Any other origin would make the link an open redirect that carries a session.
 */
export function safeRedirect(requested: unknown, origin: string): string {
  if (typeof requested === 'string' && requested !== '') {
    try {
      const url = new URL(requested, origin);
      if (url.origin === new URL(origin).origin) return url.toString();
    } catch {
      // not a URL: fall through to the home page
    }
  }
  return `${origin}/`;
}
