import { expect } from 'vitest';

/** The /auth/v1/verify link in a mail's text. */
export function verifyLinkIn(text: string | undefined): URL {
  const match = /(https?:\/\/\S+\/auth\/v1\/verify\S+)/.exec(text ?? '');
  expect(match, text).toBeTruthy();
  return new URL(match?.[1] ?? '');
}

/** Follows a verify link as a browser would, without going on: answers where it redirects. */
export async function followLink(link: URL | string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

/** The URL fragment's parameters (the session, or the error, GoTrue puts there). */
export function fragmentOf(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.slice(1));
}
