import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Domain } from '@shared/schemas/domains';
import { DOMAIN_MESSAGES, normalizeDomain } from '@shared/schemas/domains';
import { customDomains } from '../../db/schema';
import { AppError } from '../../errors';
import { findOwnedPage } from '../pages/find-owned-page';
import { toDomainDto } from './domain-dto';
import { clock, DOMAIN_ERRORS, type DomainsContext } from './domains-context';

/** PostgreSQL's unique_violation, as pg and PGlite report it (also wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The owner adds a domain to one of their pages: 'Pendiente', with a fresh token, checked at once
 * by the scheduler (next_check_at now). A domain another page has is a 409; the unique index
 * decides between two owners asking at once.
 */
export async function addDomain(ctx: DomainsContext, userId: string, pageId: number, typed: string): Promise<Domain> {
  const domain = normalizeDomain(typed);
  if (domain === null) throw new AppError(400, 'domain_invalid', DOMAIN_MESSAGES.invalid);
  if (domain === new URL(ctx.publicUrl).hostname) throw new AppError(400, 'domain_is_site_host', DOMAIN_MESSAGES.siteHost);
  const row = await ctx.changes
    .transaction(ctx.db, async (tx, announce) => {
      await findOwnedPage(tx, pageId, userId);
      const [owned] = await tx.select({ n: count() }).from(customDomains).where(eq(customDomains.userId, userId));
      if ((owned?.n ?? 0) >= ctx.perUser) throw new AppError(409, 'too_many_domains', DOMAIN_ERRORS.limit(ctx.perUser));
      const now = clock(ctx);
      const [inserted] = await tx
        .insert(customDomains)
        .values({ domain, pageId, userId, token: randomBytes(18).toString('base64url'), nextCheckAt: now, checksSince: now, createdAt: now })
        .returning();
      announce({ type: 'domains', ids: [domain] });
      return inserted!;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError(409, 'domain_taken', DOMAIN_ERRORS.taken);
      throw error;
    });
  return toDomainDto(row);
}
