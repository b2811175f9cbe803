import { and, eq, sql } from 'drizzle-orm';
import type { Domain } from '@shared/schemas/domains';
import { queryRows } from '../../db/rows';
import { type CustomDomainRow, customDomains } from '../../db/schema';
import { AppError } from '../../errors';
import { OUTBOUND_MESSAGES, OutboundError } from '../../lib/outbound';
import { toDomainDto } from './domain-dto';
import { clock, DOMAIN_ERRORS, DOMAIN_REASONS, type DomainsContext } from './domains-context';

/** Automatic checks go on this long after the domain was added (or 'Comprobar ahora' was pressed). */
export const CHECK_WINDOW_MS = 72 * 60 * 60 * 1000;
/** An active domain is checked again this often, so a DNS record moved away is noticed. */
export const RECHECK_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60 * 1000;

/** The path the site answers on every owner domain with that domain's token. */
export const WELL_KNOWN_PREFIX = '/.well-known/linkhub-domain/';

/** After `attempts` failed checks: 1, 2, 4... minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Asks http://{domain}/.well-known/linkhub-domain/{token} through the guarded client and expects
 * the token back: the domain then routes to this site. Null when it does; else the reason.
 */
async function verify(ctx: Pick<DomainsContext, 'outbound'>, row: Pick<CustomDomainRow, 'domain' | 'token'>): Promise<string | null> {
  try {
    const answer = await ctx.outbound.fetch(`http://${row.domain}${WELL_KNOWN_PREFIX}${row.token}`, {
      maxBytes: 1024,
      timeoutMs: 5000,
      maxRedirects: 2,
    });
    return answer.status === 200 && answer.body.toString('utf8').trim() === row.token ? null : DOMAIN_REASONS.elsewhere;
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    if (error.message === OUTBOUND_MESSAGES.noDns) return DOMAIN_REASONS.noDns;
    if (error.kind === 'refused') return DOMAIN_REASONS.elsewhere;
    if (error.message.startsWith('La dirección no respondió a tiempo')) return DOMAIN_REASONS.timeout;
    return DOMAIN_REASONS.unreachable;
  }
}

/**
 * Checks one domain and writes what came of it: 'Activo' (checked again in a day), or the reason
 * and the next check after a back-off, until 72 hours have passed. A domain that was active stays
 * active (and served) through those 72 hours of retries, so a passing DNS failure never takes the
 * page off; then it is 'Error'. The row is written only if it is still the same domain with the same
 * token (it may have been removed meanwhile).
 */
export async function checkDomain(ctx: DomainsContext, row: CustomDomainRow): Promise<CustomDomainRow | null> {
  const reason = await verify(ctx, row);
  const now = clock(ctx);
  const wasActive = row.state === 'active';
  // The 72 hours of an active domain start at its first failed re-check.
  const since = reason !== null && wasActive && row.attempts === 0 ? now : row.checksSince;
  const attempts = reason === null ? 0 : row.attempts + 1;
  const next = new Date(now.getTime() + (reason === null ? RECHECK_MS : retryDelayMs(attempts)));
  const givenUp = reason !== null && next.getTime() - since.getTime() > CHECK_WINDOW_MS;
  const [written] = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    const result = await tx
      .update(customDomains)
      .set({
        state: reason === null || (wasActive && !givenUp) ? 'active' : 'error',
        reason: givenUp ? DOMAIN_REASONS.gaveUp : reason,
        attempts,
        checksSince: since,
        checkedAt: now,
        nextCheckAt: givenUp ? null : next,
      })
      .where(and(eq(customDomains.id, row.id), eq(customDomains.token, row.token)))
      .returning();
    if (result.length > 0 && (result[0]!.state !== row.state || reason === null)) announce({ type: 'domains', ids: [row.domain] });
    return result;
  });
  return written ?? null;
}

/** 'Comprobar ahora': checks the owner's domain at once and starts a new 72-hour window. */
export async function checkDomainNow(ctx: DomainsContext, userId: string, domainId: number): Promise<Domain> {
  const now = clock(ctx);
  const [row] = await ctx.db
    .update(customDomains)
    .set({ checksSince: now, attempts: 0 })
    .where(and(eq(customDomains.id, domainId), eq(customDomains.userId, userId)))
    .returning();
  if (!row) throw new AppError(404, 'domain_not_found', DOMAIN_ERRORS.notFound);
  const checked = await checkDomain(ctx, row);
  if (!checked) throw new AppError(404, 'domain_not_found', DOMAIN_ERRORS.notFound);
  return toDomainDto(checked);
}

/** How long a claimed check may take before another instance may claim it again. */
const CLAIM_LEASE = sql`interval '5 minutes'`;

/**
 * Claims the domains due for a check (at most `max`), on any number of instances at once: each row
 * goes to one of them (FOR UPDATE SKIP LOCKED), and its next check moves 5 minutes on, so a check
 * cut short by a crash runs again later. Then checks them one after another.
 */
export async function runDueChecks(ctx: DomainsContext, max = 20): Promise<number> {
  const now = clock(ctx);
  const claimed = await queryRows<{ id: number }>(ctx.db, sql`
    UPDATE ${customDomains} SET next_check_at = ${now.toISOString()}::timestamptz + ${CLAIM_LEASE}
    WHERE id IN (
      SELECT id FROM ${customDomains}
      WHERE next_check_at <= ${now.toISOString()}::timestamptz
      ORDER BY next_check_at LIMIT ${max}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = claimed.map((row) => Number(row.id));
  for (const id of ids) {
    const [row] = await ctx.db.select().from(customDomains).where(eq(customDomains.id, id));
    if (row) await checkDomain(ctx, row);
  }
  return ids.length;
}
