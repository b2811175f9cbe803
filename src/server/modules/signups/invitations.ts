import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { INVITATION_PARAM, type Invitation, type NewInvitation } from '@shared/schemas/account';
import type { Executor } from '../../db/client';
import { type InvitationRow, invitations } from '../../db/schema';
import { hashToken, newOpaqueToken } from '../auth/secrets';

/** How long an invitation link works. */
const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
/** Used or expired invitations stay listed this long, then go. */
const KEPT_AFTER_MS = 30 * 24 * 3600 * 1000;

const toDto = (row: InvitationRow): Invitation => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  used: row.usedAt !== null,
});

/** A single-use invitation link to the register page (7 days); only its hash is stored. */
export async function createInvitation(db: Executor, createdBy: string | null, origin: string): Promise<NewInvitation> {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(invitations)
    .values({ tokenHash: hashToken(token), createdBy, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
    .returning();
  if (!row) throw new Error('invitation insert returned no row');
  const link = new URL('/register', origin);
  link.searchParams.set(INVITATION_PARAM, token);
  return { ...toDto(row), link: link.toString() };
}

/** Invitations newest first; those used or expired for a month are removed on the way. */
export async function listInvitations(db: Executor): Promise<Invitation[]> {
  const old = new Date(Date.now() - KEPT_AFTER_MS);
  await db.delete(invitations).where(or(lt(invitations.expiresAt, old), lt(invitations.usedAt, old)));
  const rows = await db.select().from(invitations).orderBy(desc(invitations.createdAt)).limit(200);
  return rows.map(toDto);
}

export async function deleteInvitation(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(invitations).where(eq(invitations.id, id)).returning({ id: invitations.id });
  return deleted.length > 0;
}

const usable = (token: string) =>
  and(eq(invitations.tokenHash, hashToken(token)), isNull(invitations.usedAt), gt(invitations.expiresAt, new Date()));

/** Whether `token` names an invitation that is neither used nor expired. */
export async function isUsableInvitation(db: Executor, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || token === '' || token.length > 256) return false;
  const [row] = await db.select({ id: invitations.id }).from(invitations).where(usable(token));
  return Boolean(row);
}

/** Marks the invitation used by `userId`, inside the sign-up's transaction; false when it no longer can be. */
export async function consumeInvitation(db: Executor, token: unknown, userId: string): Promise<boolean> {
  if (typeof token !== 'string' || token === '' || token.length > 256) return false;
  const used = await db
    .update(invitations)
    .set({ usedAt: new Date(), usedBy: userId })
    .where(usable(token))
    .returning({ id: invitations.id });
  return used.length > 0;
}

/** Gives an invitation back (the account it made could not be finished). */
export async function releaseInvitation(db: Executor, userId: string): Promise<void> {
  await db.update(invitations).set({ usedAt: null, usedBy: null }).where(eq(invitations.usedBy, userId));
}
