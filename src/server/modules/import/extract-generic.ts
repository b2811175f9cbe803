import type { HTMLElement } from 'node-html-parser';
import type { Draft } from './draft';

/** A meta tag's content by name or property (`description`, `og:image`). */
export function metaContent(document: HTMLElement, name: string): string {
  return document.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute('content') ?? '';
}

/** An address of the page made absolute against where it came from; null when it is not one. */
export function absoluteUrl(href: string | undefined, baseUrl: string | null): string | null {
  if (!href) return null;
  try {
    return new URL(href.trim(), baseUrl ?? undefined).toString();
  } catch {
    return null;
  }
}

/**
 * Any other page (issue 37): its title, description and `og:image`, and its outbound links in
 * order; the site's own navigation (links to the same host) and repeated addresses are left out.
 * Addresses that are not http(s) or mailto: are named as not imported by `toPreview`'s checks.
 */
export function extractGeneric(document: HTMLElement, baseUrl: string | null): Draft {
  const ownHost = baseUrl ? new URL(baseUrl).hostname : null;
  const draft: Draft = {
    source: 'generic',
    title: metaContent(document, 'og:title') || (document.querySelector('title')?.textContent ?? ''),
    bio: metaContent(document, 'description') || metaContent(document, 'og:description'),
    profileImageUrl: absoluteUrl(metaContent(document, 'og:image'), baseUrl),
    socials: [],
    blocks: [],
    skipped: [],
  };
  const seen = new Set<string>();
  for (const anchor of document.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (href.startsWith('#')) continue;
    const url = absoluteUrl(href, baseUrl);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    if (/^https?:/i.test(url) && ownHost && new URL(url).hostname === ownHost) continue;
    draft.blocks.push({ type: 'link', title: anchor.textContent || anchor.getAttribute('aria-label') || anchor.getAttribute('title') || '', url, visible: true });
  }
  return draft;
}
