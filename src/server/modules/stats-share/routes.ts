import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCESS_ATTEMPTS } from '@shared/access';
import { idParam } from '@shared/schemas/api';
import { statsQuerySchema, statsResponseSchema, statsSpan } from '@shared/schemas/stats';
import {
  createdStatsShareSchema,
  newStatsShareSchema,
  sharedStatsInfoSchema,
  statsShareStatusSchema,
  statsShareUnlockSchema,
} from '@shared/schemas/stats-share';
import { z } from '@shared/zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { verifyPassword } from '../auth/passwords';
import { LONG_STATS_RANGE_DAYS } from '../heavy-work/heavy-work';
import { getPageStats } from '../stats/get-page-stats';
import type { StatsService } from '../stats/stats-service';
import { createStatsShare } from './create-stats-share';
import { STATS_SHARE_MESSAGES } from './messages';
import { revokeStatsShare } from './revoke-stats-share';
import { findSharedPage, isUnlocked, sharedStatsInfo, unlockCookie } from './shared-access';
import { getStatsShare } from './stats-share-status';

const byId = z.object({ id: idParam });
const byToken = z.object({ token: z.string().max(100) });

/** The owner's 'Compartir estadísticas' (issue 42, decision 1015), registered in the signed-in scope. */
export async function ownerStatsShareRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/pages/:id/stats/share', { schema: { params: byId, response: { 200: statsShareStatusSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getStatsShare(ctx.db, request.signedInUser.id, request.params.id);
  });
  r.post(
    '/api/pages/:id/stats/share',
    { schema: { params: byId, body: newStatsShareSchema, response: { 201: createdStatsShareSchema } } },
    async (request, reply) => {
      const created = await createStatsShare(ctx.db, request.signedInUser.id, request.params.id, request.body, ctx.now());
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );
  r.delete('/api/pages/:id/stats/share', { schema: { params: byId } }, async (request, reply) => {
    await revokeStatsShare(ctx.db, request.signedInUser.id, request.params.id, ctx.now());
    return reply.code(204).send();
  });
}

/** Never cached, never indexed, and the token in the address never sent on as a referrer. */
const privately = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');

/**
 * The shared address's API, for anyone holding it (no sign-in): read-only, and only the page's
 * numbers, its title and its blocks' names; nothing of the owner's account (decision 1015).
 */
export async function statsShareRoutes(app: FastifyInstance, { ctx, stats }: { ctx: AppContext; stats: StatsService | null }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Wrong passwords per visitor's address and share, shared by every instance (like a page's password).
  const attempts = ctx.counters.counter({ name: 'access-attempts', windowMs: ACCESS_ATTEMPTS.windowMs });
  const tooMany = (resetInMs: number) => {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    return new AppError(429, 'stats_share_too_many_attempts', STATS_SHARE_MESSAGES.tooMany(minutes));
  };

  r.get('/api/shared-stats/:token', { schema: { params: byToken, response: { 200: sharedStatsInfoSchema } } }, async (request, reply) => {
    privately(reply);
    const shared = await findSharedPage(ctx.db, request.params.token);
    return sharedStatsInfo(ctx.db, shared, isUnlocked(request, shared, ctx.now().getTime()));
  });

  r.post('/api/shared-stats/:token/unlock', { schema: { params: byToken, body: statsShareUnlockSchema } }, async (request, reply) => {
    privately(reply);
    const shared = await findSharedPage(ctx.db, request.params.token);
    if (shared.passwordHash === null) return reply.code(204).send();
    const key = `stats-share:${shared.shareId}:${request.ip}`;
    const before = await attempts.peek(key);
    if (before.count >= ACCESS_ATTEMPTS.max) throw tooMany(before.resetInMs);
    if (!(await verifyPassword(shared.passwordHash, request.body.password))) {
      const after = await attempts.hit(key);
      if (after.count >= ACCESS_ATTEMPTS.max) throw tooMany(after.resetInMs);
      throw new AppError(403, 'stats_share_wrong_password', STATS_SHARE_MESSAGES.wrongPassword);
    }
    const cookie = unlockCookie(request, request.params.token, { ...shared, passwordHash: shared.passwordHash }, ctx.now().getTime());
    return reply.code(204).header('set-cookie', cookie).send();
  });

  r.get(
    '/api/shared-stats/:token/stats',
    { schema: { params: byToken, querystring: statsQuerySchema, response: { 200: statsResponseSchema } } },
    async (request, reply) => {
      privately(reply);
      const shared = await findSharedPage(ctx.db, request.params.token);
      if (!isUnlocked(request, shared, ctx.now().getTime())) throw new AppError(403, 'stats_share_locked', STATS_SHARE_MESSAGES.locked);
      const read = () => getPageStats(ctx.db, shared.ownerId, shared.pageId, request.query, stats?.geoCredit ?? null);
      // Long ranges are the owner's heavy jobs, as when the owner asks (decision 867).
      const { from, to } = request.query;
      return statsSpan(from, to) > LONG_STATS_RANGE_DAYS ? ctx.heavy.run(shared.ownerId, read) : read();
    },
  );
}
