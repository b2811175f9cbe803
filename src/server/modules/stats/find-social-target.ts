import { and, eq } from 'drizzle-orm';
import { socialGoTarget } from '@shared/go-links';
import type { Database } from '../../db/client';
import { pages } from '../../db/schema';
import { pageNotFound } from '../../errors';
import { ownerActive } from '../pages/owner-active';
import { pagePublic } from '../pages/scheduled';

/**
 * Where /go/page/{pageId}/social/{index} leads: the http(s) address the page itself stores at that
 * place of its social icons row, never one taken from the request. A mailto: link, an index the
 * page does not have, a disabled owner's page or a draft (issue 36): 404.
 */
export async function findSocialTarget(db: Database, pageId: number, index: number, now: Date): Promise<{ network: string; url: string }> {
  const [row] = await db.select({ socialLinks: pages.socialLinks }).from(pages).where(and(eq(pages.id, pageId), ownerActive, pagePublic(now)));
  const url = row ? socialGoTarget(row.socialLinks, index) : null;
  const network = row?.socialLinks[index]?.network;
  if (!url || !network) throw pageNotFound();
  return { network, url };
}
