// Kept free of Zod: the public page's bundle uses it to write its outgoing links.
import { contentObject } from './content-value';
import { isHttpUrl, safeHref } from './href';
import { parseYouTubeId } from './youtube-id';

/**
 * Where a block's visitor action leaves the page (issue 15): suffix -> http(s) address. '' is the
 * block's main target; a contact card has several ('website', 'linkedin', 'maps'). GET /go/{id}
 * redirects only to an address named here, and the public page's renderers link to
 * /go/{id}[/{suffix}] exactly for these, so the two cannot disagree.
 */
export type GoSuffix = '' | 'website' | 'linkedin' | 'maps';

interface GoItem {
  type: string;
  content: unknown;
  linkUrl?: string | null | undefined;
}

function record(content: unknown): Record<string, unknown> {
  return contentObject(content) ?? {};
}

function web(value: unknown): string | null {
  const href = safeHref(value);
  return href && isHttpUrl(href) ? href : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The maps search a contact card's address links to. */
export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The block's outgoing http(s) targets by suffix (mailto:, tel: and in-page links are not among them). */
export function goTargets(item: GoItem): Partial<Record<GoSuffix, string>> {
  const content = record(item.content);
  const targets: Partial<Record<GoSuffix, string>> = {};
  const set = (suffix: GoSuffix, href: string | null) => {
    if (href) targets[suffix] = href;
  };
  switch (item.type) {
    case 'link':
      set('', web(content.url));
      break;
    case 'image':
    case 'heading':
    case 'text':
      set('', web(content.linkUrl) ?? web(item.linkUrl));
      break;
    case 'pdf':
      set('', isHttpUrl(content.url) ? content.url.trim() : null);
      break;
    case 'youtube': {
      const id = parseYouTubeId(text(content.videoId));
      set('', id ? `https://www.youtube.com/watch?v=${id}` : null);
      break;
    }
    case 'contactCard': {
      set('website', web(content.website));
      set('linkedin', web(content.linkedinUrl));
      const address = text(content.address);
      set('maps', address ? mapsLink(address) : null);
      break;
    }
    default:
      break;
  }
  return targets;
}

const GO_SUFFIXES: readonly GoSuffix[] = ['', 'website', 'linkedin', 'maps'];

export function isGoSuffix(value: string): value is GoSuffix {
  return (GO_SUFFIXES as readonly string[]).includes(value);
}

/** /go/{itemId} or /go/{itemId}/{suffix}. */
export function goHref(itemId: number, suffix: GoSuffix = ''): string {
  return suffix ? `/go/${itemId}/${suffix}` : `/go/${itemId}`;
}

/**
 * Clicks on the page's social icons (issue 15 and 18): /go/page/{pageId}/social/{index}, where the
 * index is the link's place in the page's stored `socialLinks`. The server redirects only to that
 * stored http(s) address; mailto: links stay direct.
 */
export function socialGoTarget(links: readonly { url: string }[], index: number): string | null {
  const url = links[index]?.url;
  return url && isHttpUrl(url) ? url.trim() : null;
}

export function socialGoHref(pageId: number, index: number): string {
  return `/go/page/${pageId}/social/${index}`;
}

/** The item id social clicks are kept under (no block has id 0); their target is 'network:profile' (./social-clicks.ts). */
export const SOCIAL_ITEM_ID = 0;
