import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError, MESSAGES } from '../../errors';

/** 200 {"status":"ok"} once the database answers. */
export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/api/health', async () => {
    try {
      await ctx.db.execute(sql`select 1`);
    } catch {
      throw new AppError(503, MESSAGES.notReady);
    }
    return { status: 'ok' };
  });
}
