import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isGoSuffix, SOCIAL_ITEM_ID } from '@shared/go-links';
import { idParam } from '@shared/schemas/api';
import { socialClickTarget } from '@shared/social-clicks';
import {
  accountTimeZoneSchema,
  accountTimeZoneUpdateSchema,
  EXCLUDE_ME_COOKIE,
  EXCLUDE_ME_PATH,
  excludeMeSchema,
  type StatsQuery,
  statsQuerySchema,
  statsNowResponseSchema,
  statsResponseSchema,
  statsSpan,
} from '@shared/schemas/stats';
import { z } from '@shared/zod';
import type { Database } from '../../db/client';
import { AppError, itemNotFound, pageNotFound } from '../../errors';
import { checkUnlockToken, missingAccess, pageGuardById } from '../public-view/page-access';
import { findGoTarget } from './find-go-target';
import { goneLinkPage } from './gone-link';
import { findSocialTarget } from './find-social-target';
import { getNowStats } from './get-now-stats';
import { getPageStats } from './get-page-stats';
import { excludedBrowser } from './hit-filter';
import { setGoalBlock } from './mark-goal';
import { resetItemStats, resetPageStats } from './reset-stats';
import { statsCsv } from './stats-csv';
import type { StatsService } from './stats-service';
import { getTimeZone, saveTimeZone } from './time-zone';
import type { ChangeBus } from '../../changes/change-bus';
import { type HeavyWork, LONG_STATS_RANGE_DAYS } from '../heavy-work/heavy-work';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counting (null when switched off): tests flush and roll up through it. */
    stats: StatsService | null;
  }
}

const byId = z.object({ id: idParam });
/** The cookie lives as long as Chrome lets one (400 days). */
const EXCLUDE_ME_MAX_AGE = 400 * 24 * 60 * 60;

function excludeCookie(request: FastifyRequest, on: boolean): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${EXCLUDE_ME_COOKIE}=${on ? '1' : ''}; Path=/; Max-Age=${on ? EXCLUDE_ME_MAX_AGE : 0}; HttpOnly; SameSite=Lax${secure}`;
}

/** A view of the public page, counted by its route once a 200 or 304 is sent (decision 717); only kept in memory. */
export function countView(stats: StatsService, request: FastifyRequest, reply: FastifyReply, pageId: number): void {
  if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
  try {
    stats.recordView(request, pageId);
  } catch (error) {
    request.log.error({ err: error }, 'Could not count a view');
  }
}

/** A /go link that leads nowhere now: null, for the "no longer available" page (issue 36). */
function gone(error: unknown): null {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
}

/**
 * Counting of the public page: clicks through /go here, views through countView (issue 15, decision 717).
 * Not encapsulated: the public routes registered after it see `app.stats`.
 */
export const statsRoutes = fp(
  async (app: FastifyInstance, { db, stats, now }: { db: Database; stats: StatsService | null; now: () => Date }) => {
    app.decorate('stats', stats);
    if (stats) {
      stats.start();
      app.addHook('onClose', async () => stats.stop());
    }

    const redirect = async (request: FastifyRequest, reply: FastifyReply, click: { pageId: number; itemId: number; target: string; url: string }) => {
      if (stats) {
        try {
          stats.recordClick(request, click.pageId, click.itemId, click.target);
        } catch (error) {
          request.log.error({ err: error }, 'Could not count a click');
        }
      }
      return reply
        .code(302)
        .header('location', click.url)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer')
        .send();
    };
    const go = async (request: FastifyRequest<{ Querystring: { k?: string } }>, reply: FastifyReply, id: string, suffix: string) => {
      const itemId = idParam.safeParse(id);
      const at = now();
      const itemNumber = itemId.success ? itemId.data : null;
      const target = itemNumber !== null && isGoSuffix(suffix) ? await findGoTarget(db, itemNumber, suffix, at).catch(gone) : null;
      if (itemNumber === null || !target) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex, nofollow')
          .send(await goneLinkPage(db, itemNumber, at));
      }
      // Issue 36: a locked block's link works only with the key its right code gave (five minutes),
      // and a block behind its page's password only for who has passed it.
      const nowMs = at.getTime();
      if (target.lockHash !== null && !checkUnlockToken(target.lockHash, itemNumber, request.query.k, nowMs)) throw itemNotFound();
      if (missingAccess(request, await pageGuardById(db, target.pageId), nowMs) === 'password') throw itemNotFound();
      return redirect(request, reply, { pageId: target.pageId, itemId: itemNumber, target: suffix, url: target.url });
    };
    app.get<{ Params: { id: string }; Querystring: { k?: string } }>('/go/:id', (request, reply) => go(request, reply, request.params.id, ''));
    app.get<{ Params: { id: string; suffix: string }; Querystring: { k?: string } }>('/go/:id/:suffix', (request, reply) =>
      // '' is the main target, never written as a suffix.
      go(request, reply, request.params.id, request.params.suffix || '-'),
    );

    // A social icon of the page (issue 15): kept as a click of item 0 whose target is 'network:profile' (decision 717).
    app.get<{ Params: { pageId: string; index: string } }>('/go/page/:pageId/social/:index', async (request, reply) => {
      const pageId = idParam.safeParse(request.params.pageId);
      const index = /^\d{1,3}$/.test(request.params.index) ? Number(request.params.index) : -1;
      if (!pageId.success || index < 0) throw pageNotFound();
      const target = await findSocialTarget(db, pageId.data, index, now());
      return redirect(request, reply, { pageId: pageId.data, itemId: SOCIAL_ITEM_ID, target: socialClickTarget(target.network, target.url), url: target.url });
    });

    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send('User-agent: *\nDisallow: /go/\n'),
    );
  },
  { name: 'stats' },
);

/** The owner's statistics API, registered in the signed-in scope. */
export async function ownerStatsRoutes(
  app: FastifyInstance,
  { db, changes, stats, heavy, now }: { db: Database; changes: ChangeBus; stats: StatsService | null; heavy: HeavyWork; now: () => Date },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Ranges over 92 days are heavy jobs: one at a time per account, within an hourly budget (decision 867).
  const longRange = heavy.hook((request) => {
    const { from, to } = request.query as StatsQuery;
    return statsSpan(from, to) > LONG_STATS_RANGE_DAYS;
  });

  r.get(
    '/api/pages/:id/stats',
    {
      schema: { params: byId, querystring: statsQuerySchema, response: { 200: statsResponseSchema } },
      preHandler: longRange,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPageStats(db, request.signedInUser.id, request.params.id, request.query, stats?.geoCredit ?? null);
    },
  );

  // 'Ahora' (issue 42): the last 30 minutes from the raw hits, asked every 30 s while the tab is open.
  r.get('/api/pages/:id/stats/now', { schema: { params: byId, response: { 200: statsNowResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getNowStats(db, request.signedInUser.id, request.params.id, now());
  });

  r.get('/api/pages/:id/stats.csv', { schema: { params: byId, querystring: statsQuerySchema }, preHandler: longRange }, async (request, reply) => {
    const user = request.signedInUser;
    const data = await getPageStats(db, user.id, request.params.id, request.query, stats?.geoCredit ?? null);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="estadisticas-${request.params.id}-${request.query.from}-${request.query.to}.csv"`)
      .send(await statsCsv(db, request.params.id, data));
  });

  r.delete('/api/pages/:id/stats', { schema: { params: byId } }, async (request, reply) => {
    await resetPageStats(db, stats, request.signedInUser.id, request.params.id);
    return reply.code(204).send();
  });

  r.delete(
    '/api/pages/:id/stats/items/:itemId',
    { schema: { params: z.object({ id: idParam, itemId: idParam }) } },
    async (request, reply) => {
      await resetItemStats(db, stats, request.signedInUser.id, request.params.id, request.params.itemId);
      return reply.code(204).send();
    },
  );

  // 'Marcar como objetivo' (issue 42, decision 1005).
  const goalBlock = { schema: { params: z.object({ id: idParam, itemId: idParam }) } };
  r.put('/api/pages/:id/stats/goals/:itemId', goalBlock, async (request, reply) => {
    await setGoalBlock(db, request.signedInUser.id, request.params.id, request.params.itemId, true);
    return reply.code(204).send();
  });
  r.delete('/api/pages/:id/stats/goals/:itemId', goalBlock, async (request, reply) => {
    await setGoalBlock(db, request.signedInUser.id, request.params.id, request.params.itemId, false);
    return reply.code(204).send();
  });

  const excludeMe = { schema: { response: { 200: excludeMeSchema } } };
  r.get(EXCLUDE_ME_PATH, excludeMe, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { excluded: excludedBrowser(request) };
  });
  r.put(EXCLUDE_ME_PATH, excludeMe, async (request, reply) => {
    reply.header('set-cookie', excludeCookie(request, true)).header('cache-control', 'no-store');
    return { excluded: true };
  });
  r.delete(EXCLUDE_ME_PATH, excludeMe, async (request, reply) => {
    reply.header('set-cookie', excludeCookie(request, false)).header('cache-control', 'no-store');
    return { excluded: false };
  });

  r.get('/api/account/time-zone', { schema: { response: { 200: accountTimeZoneSchema } } }, (request) =>
    getTimeZone(db, request.signedInUser.id),
  );
  r.put(
    '/api/account/time-zone',
    { schema: { body: accountTimeZoneUpdateSchema, response: { 200: accountTimeZoneSchema } } },
    (request) => saveTimeZone(db, changes, request.signedInUser.id, request.body.timeZone),
  );
}
