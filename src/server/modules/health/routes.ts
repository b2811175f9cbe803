import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError, MESSAGES } from '../../errors';

/** Set when the process is shutting down: /api/ready answers 503 from then on. */
export interface Readiness {
  draining: boolean;
}

/**
 * GET /api/health: the process is alive (no database call; a restart would not help a database
 * outage). GET /api/ready: this instance should get traffic: its database answers and it is not
 * shutting down (decision 834). Both are never cached.
 */
export async function healthRoutes(app: FastifyInstance, { ctx, readiness }: { ctx: AppContext; readiness: Readiness }) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/health', async () => ({ status: 'ok' }));

  app.get('/api/ready', async () => {
    if (readiness.draining) throw new AppError(503, 'shutting_down', MESSAGES.shuttingDown);
    try {
      await ctx.db.execute(sql`select 1`);
    } catch {
      throw new AppError(503, 'database_unavailable', MESSAGES.databaseUnavailable);
    }
    return { status: 'ready' };
  });
}
