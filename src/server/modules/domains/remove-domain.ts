import { and, eq, type SQL } from 'drizzle-orm';
import { customDomains } from '../../db/schema';
import { AppError } from '../../errors';
import { DOMAIN_ERRORS, type DomainsContext } from './domains-context';

/** Removes a domain: the owner's own (another's is a 404), or any with `userId` null (the admin). */
export async function removeDomain(ctx: DomainsContext, domainId: number, userId: string | null): Promise<void> {
  const where: SQL | undefined = userId === null ? eq(customDomains.id, domainId) : and(eq(customDomains.id, domainId), eq(customDomains.userId, userId));
  await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    const [removed] = await tx.delete(customDomains).where(where).returning({ domain: customDomains.domain });
    if (!removed) throw new AppError(404, 'domain_not_found', DOMAIN_ERRORS.notFound);
    announce({ type: 'domains', ids: [removed.domain] });
  });
}
