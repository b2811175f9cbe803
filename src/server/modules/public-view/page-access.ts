import { createHmac, timingSafeEqual } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PAGE_ACCESS_SECONDS, type SensitiveRating } from '@shared/access';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { readCookie } from '../../lib/cookies';

/**
 * What stands before a page (issue 36, decisions 965 and 966): the password that applies to it (its
 * own, else the nearest page above it with one) and its own 'Contenido sensible'.
 */
export interface PageGuard {
  pageId: number;
  password: { pageId: number; hash: string } | null;
  sensitive: SensitiveRating | null;
}

/**
 * A page's own password, else the code of the locked subpage card that leads to it (decision 967):
 * the card's code stands before its page as a password does, so the page's address alone does not
 * pass it.
 */
const secretOf = (page: SQL) => sql`coalesce(${page}.password_hash, (
  SELECT card.lock_hash FROM items card
  WHERE card.page_id = ${page}.parent_page_id AND card.type = 'subpage' AND card.lock_hash IS NOT NULL
    AND card.content->>'pageId' = ${page}.id::text
  ORDER BY card.id LIMIT 1))`;

/** The page's guard, or null when nothing stands before it. */
export async function pageGuardOf(db: Executor, page: { id: number; sensitive: SensitiveRating | null }): Promise<PageGuard | null> {
  const [found] = await queryRows<{ id: number; password_hash: string }>(db, sql`
    WITH RECURSIVE up(id, parent, hash, depth) AS (
      SELECT id, parent_page_id, ${secretOf(sql.raw('pages'))}, 0 FROM pages WHERE id = ${page.id}
      UNION
      SELECT pages.id, pages.parent_page_id, ${secretOf(sql.raw('pages'))}, up.depth + 1 FROM pages JOIN up ON pages.id = up.parent
      WHERE up.depth < 100
    )
    SELECT id, hash AS password_hash FROM up WHERE hash IS NOT NULL ORDER BY depth LIMIT 1`);
  const password = found ? { pageId: Number(found.id), hash: found.password_hash } : null;
  return password || page.sensitive ? { pageId: page.id, password, sensitive: page.sensitive } : null;
}

/** The page's guard by id (the /go and data routes). */
export async function pageGuardById(db: Executor, pageId: number): Promise<PageGuard | null> {
  const [row] = await queryRows<{ sensitive: SensitiveRating | null }>(db, sql`SELECT sensitive FROM pages WHERE id = ${pageId}`);
  return row ? pageGuardOf(db, { id: pageId, sensitive: row.sensitive }) : null;
}

/**
 * Signed with the secret only the server holds for that page or block: its password's or code's
 * argon2id hash. A new password or code is a new key, so every earlier cookie and link stops working,
 * on every instance, with nothing to remember (decision 966).
 */
function mac(key: string, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64url');
}

export function signed(key: string, subject: string, expires: number): string {
  return `${expires}.${mac(key, `${subject}:${expires}`)}`;
}

export function checkSigned(key: string, subject: string, value: string | undefined, nowMs: number): boolean {
  const match = value ? /^(\d{1,12})\.([\w-]{43})$/.exec(value) : null;
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= nowMs) return false;
  const expected = Buffer.from(mac(key, `${subject}:${expires}`));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const passwordCookieName = (pageId: number) => `lh_clave_${pageId}`;
export const gateCookieName = (pageId: number) => `lh_aviso_${pageId}`;

/** The cookie's value: when it ends (12 hours on) and its signature under the page's password. */
export function passwordCookieValue(password: { pageId: number; hash: string }, nowMs: number): string {
  return signed(password.hash, `page:${password.pageId}`, Math.floor(nowMs / 1000) + PAGE_ACCESS_SECONDS);
}

/** A Set-Cookie for this page alone: HttpOnly, SameSite=Lax, 12 hours. */
export function accessCookie(request: FastifyRequest, name: string, value: string): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${name}=${value}; Path=/; Max-Age=${PAGE_ACCESS_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

function hasPasswordAccess(request: FastifyRequest, password: { pageId: number; hash: string }, nowMs: number): boolean {
  return checkSigned(password.hash, `page:${password.pageId}`, readCookie(request, passwordCookieName(password.pageId)), nowMs);
}

/** What the visitor must pass first: the password, then the gate; null when the page is theirs to see. */
export function missingAccess(request: FastifyRequest, guard: PageGuard | null, nowMs: number): 'password' | 'gate' | null {
  if (!guard) return null;
  if (guard.password && !hasPasswordAccess(request, guard.password, nowMs)) return 'password';
  if (guard.sensitive && readCookie(request, gateCookieName(guard.pageId)) !== '1') return 'gate';
  return null;
}

/** How long an unlocked block's link (to /go or its contents) works: long enough to follow it. */
const UNLOCK_SECONDS = 5 * 60;

/** The `k` of an unlocked block's link, signed under its code's hash. */
export function unlockToken(lockHash: string, itemId: number, nowMs: number): string {
  return signed(lockHash, `item:${itemId}`, Math.floor(nowMs / 1000) + UNLOCK_SECONDS);
}

export function checkUnlockToken(lockHash: string, itemId: number, token: unknown, nowMs: number): boolean {
  return checkSigned(lockHash, `item:${itemId}`, typeof token === 'string' ? token : undefined, nowMs);
}
