import { asc, eq } from 'drizzle-orm';
import type { AdminDomain, DomainList } from '@shared/schemas/domains';
import { customDomains, pages } from '../../db/schema';
import { findOwnedPage } from '../pages/find-owned-page';
import { toDomainDto } from './domain-dto';
import type { DomainsContext } from './domains-context';

/** A page's domains, with the DNS records to create (the owner's 'Dominio propio' card). */
export async function listPageDomains(ctx: DomainsContext, userId: string, pageId: number): Promise<DomainList> {
  await findOwnedPage(ctx.db, pageId, userId);
  const rows = await ctx.db.select().from(customDomains).where(eq(customDomains.pageId, pageId)).orderBy(asc(customDomains.id));
  return { domains: rows.map(toDomainDto), cnameTarget: new URL(ctx.publicUrl).hostname, addresses: [...ctx.addresses], limit: ctx.perUser };
}

/** Every domain of the site, for the admin. */
export async function listAllDomains(ctx: DomainsContext): Promise<AdminDomain[]> {
  const rows = await ctx.db
    .select({ domain: customDomains, pageSlug: pages.slug })
    .from(customDomains)
    .innerJoin(pages, eq(pages.id, customDomains.pageId))
    .orderBy(asc(customDomains.domain));
  return rows.map(({ domain, pageSlug }) => ({ ...toDomainDto(domain), userId: domain.userId, pageSlug }));
}
