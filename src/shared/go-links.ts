// Kept free of Zod: the public page's bundle uses it to write its outgoing links.
import type { GoSuffix } from './blocks/define';
import { BLOCK_DEFINITIONS, isKnownBlockType } from './blocks/definitions';
import { parseBlockContent } from './blocks/read';
import { isHttpUrl } from './href';

/**
 * Where a block's visitor action leaves the page (issue 15): suffix -> http(s) address. '' is the
 * block's main target; a contact card has several ('website', 'linkedin', 'maps'). Each block
 * type's definition names its own (`links` in src/shared/blocks/<type>.ts). GET /go/{id} redirects
 * only to an address named here, and the public page's renderers link to /go/{id}[/{suffix}]
 * exactly for these, so the two cannot disagree.
 */
export type { GoSuffix } from './blocks/define';
export { mapsLink } from './href';

interface GoItem {
  type: string;
  content: unknown;
  linkUrl?: string | null | undefined;
}

/** The block's outgoing http(s) targets by suffix (mailto:, tel: and in-page links are not among them). */
export function goTargets(item: GoItem): Partial<Record<GoSuffix, string>> {
  if (!isKnownBlockType(item.type)) return {};
  const { type } = item;
  const links = BLOCK_DEFINITIONS[type].links as ((content: unknown, item: GoItem) => Partial<Record<GoSuffix, string | null>>) | null;
  if (!links) return {};
  // Unreadable content reads as an empty block: an old heading may still link through the item's column.
  const content = parseBlockContent(type, item.content) ?? parseBlockContent(type, {});
  const targets: Partial<Record<GoSuffix, string>> = {};
  for (const [suffix, href] of Object.entries(links(content, item)) as [GoSuffix, string | null][]) {
    if (href) targets[suffix] = href;
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
