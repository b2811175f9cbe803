import { eq, inArray, sql } from 'drizzle-orm';
import type { DeletionReport } from '@shared/schemas/account';
import { accountSettings, apiTokens, pages, statsEvents, uploadAttempts, users, webhookEndpoints } from '../../db/schema';
import { deleteSessions } from '../auth/end-sessions';
import { deleteOwnerObjects, removeStoredFiles } from '../storage/owner-objects';
import type { AccountsContext } from './accounts-context';

/**
 * Removes an account and everything of it (decision 113): its pages (their blocks and subpages go
 * with them), every stored object it owns in any bucket (rows, then bytes through the object
 * store), its sessions and its user row, in one transaction. Then the change bus tells every
 * instance's session cache and drops the pages' cached renders (decision 830), so they answer 404 at once.
 * Tables that name the user with a foreign key follow by cascade. With a hosted project, the
 * account at the project stays (this server cannot delete it); everything here goes.
 */
export async function deleteAccount(ctx: AccountsContext, userId: string): Promise<DeletionReport> {
  const removed = await ctx.db.transaction(async (tx) => {
    // A page creation or upload of this account holding its lock finishes first, so none is half
    // deleted. The sessions end here, so no later request can write; one already past its token
    // check but not yet at its lock could still write after this (a narrow race, decision 113).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${userId}`}))`);
    const pageIds = (await tx.delete(pages).where(eq(pages.userId, userId)).returning({ id: pages.id })).map((row) => row.id);
    const fileNames = await deleteOwnerObjects(tx, userId);
    // The hourly upload count names the owner too (decision 853).
    await tx.delete(uploadAttempts).where(eq(uploadAttempts.ownerId, userId));
    // Statistics: the rollups go with the pages (foreign keys); the raw hits and the time zone here.
    if (pageIds.length > 0) await tx.delete(statsEvents).where(inArray(statsEvents.pageId, pageIds));
    await tx.delete(accountSettings).where(eq(accountSettings.userId, userId));
    // Webhook endpoints (their queue and log cascade; issue 40).
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
    // Personal API tokens name the user without a foreign key (hosted projects too; decision 990).
    await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
    const sessionIds = ctx.embedded ? await deleteSessions(tx, userId) : [];
    if (ctx.embedded) await tx.delete(users).where(eq(users.id, userId));
    return { pageIds, fileNames, sessionIds };
  });
  if (removed.sessionIds.length > 0) await ctx.changes.publish({ type: 'sessions', ids: removed.sessionIds });
  await ctx.changes.publish({ type: 'users', ids: [userId] });
  ctx.changes.touch(...removed.pageIds);
  await removeStoredFiles(ctx.store, removed.fileNames);
  return { pages: removed.pageIds.length, files: removed.fileNames.length };
}
