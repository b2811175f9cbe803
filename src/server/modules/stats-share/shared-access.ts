import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PAGE_ACCESS_SECONDS, guardedTitle } from '@shared/access';
import { type SharedStatsInfo, STATS_SHARE_TOKEN } from '@shared/schemas/stats-share';
import type { Executor } from '../../db/client';
import { items, pages, statsShares } from '../../db/schema';
import { AppError } from '../../errors';
import { readCookie } from '../../lib/cookies';
import { ownerActive } from '../pages/owner-active';
import { checkSigned, signed } from '../public-view/page-access';
import { STATS_SHARE_MESSAGES } from './messages';
import { hashShareToken } from './share-token';
import { accountZone } from '../stats/time-zone';

/** A live share and what it opens: the page and its owner (never shown to the visitor). */
export interface SharedPage {
  shareId: number;
  passwordHash: string | null;
  pageId: number;
  title: string;
  ownerId: string;
}

const shareNotFound = () => new AppError(404, 'stats_share_not_found', STATS_SHARE_MESSAGES.notFound);

/** The live share of a token (its hash looked up on every request: a revoked one is gone at once everywhere), else 404. */
export async function findSharedPage(db: Executor, token: string): Promise<SharedPage> {
  if (!STATS_SHARE_TOKEN.test(token)) throw shareNotFound();
  const [row] = await db
    .select({ shareId: statsShares.id, passwordHash: statsShares.passwordHash, pageId: pages.id, title: pages.title, ownerId: pages.userId })
    .from(statsShares)
    .innerJoin(pages, eq(pages.id, statsShares.pageId))
    .where(and(eq(statsShares.tokenHash, hashShareToken(token)), isNull(statsShares.revokedAt), ownerActive));
  if (!row || row.ownerId === null) throw shareNotFound();
  return { ...row, ownerId: row.ownerId };
}

/** The cookie of an unlocked share: only sent back to that share's API paths. */
const COOKIE = 'lh_estadisticas';
const subject = (shared: SharedPage) => `stats-share:${shared.shareId}`;

/**
 * The Set-Cookie once the password is right: 12 hours, signed under the password's argon2id hash,
 * so a new address or a revoked one needs nothing remembered (decision 1016).
 */
export function unlockCookie(request: FastifyRequest, token: string, shared: SharedPage & { passwordHash: string }, nowMs: number): string {
  const value = signed(shared.passwordHash, subject(shared), Math.floor(nowMs / 1000) + PAGE_ACCESS_SECONDS);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${COOKIE}=${value}; Path=/api/shared-stats/${token}; Max-Age=${PAGE_ACCESS_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
}

/** Whether this request may read the numbers: no password, or the signed cookie of this share. */
export function isUnlocked(request: FastifyRequest, shared: SharedPage, nowMs: number): boolean {
  return shared.passwordHash === null || checkSigned(shared.passwordHash, subject(shared), readCookie(request, COOKIE), nowMs);
}

/** A block's name as its page shows it: its title or name, a heading's or text's first line, else its type's label. */
function blockTitle(type: string, content: Record<string, unknown>): string {
  const line = typeof content.text === 'string' ? (content.text.trim().split('\n')[0] ?? '').trim() : '';
  return line && !content.title && !content.name ? line.slice(0, 120) : guardedTitle(type, content);
}

/** GET /api/shared-stats/{token}: the page's title, zone and blocks' names once unlocked. */
export async function sharedStatsInfo(db: Executor, shared: SharedPage, unlocked: boolean): Promise<SharedStatsInfo> {
  if (!unlocked) return { locked: true, page: null };
  const blocks = await db
    .select({ id: items.id, type: items.type, content: items.content })
    .from(items)
    .where(eq(items.pageId, shared.pageId))
    .orderBy(asc(items.order));
  return {
    locked: false,
    page: {
      title: shared.title,
      timeZone: await accountZone(db, shared.ownerId),
      blocks: blocks.map((block) => ({ id: block.id, title: blockTitle(block.type, block.content) })),
    },
  };
}
