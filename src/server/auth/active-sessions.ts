import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { authSessions } from '../db/schema';
import type { SessionCheck } from './token-verifier';

const DEFAULT_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * Whether an embedded session still exists, with a short in-process cache so that /api calls do
 * not each query the database. Logout calls `forget`, so a logged-out token is refused at once by
 * this process (several processes behind one database would see it within the TTL).
 */
export class ActiveSessions implements SessionCheck {
  private readonly cache = new Map<string, { userId: string | null; until: number }>();

  constructor(
    private readonly db: Executor,
    private readonly ttlMs = DEFAULT_TTL_MS,
  ) {}

  async isActive(sessionId: string, userId: string): Promise<boolean> {
    const now = Date.now();
    const cached = this.cache.get(sessionId);
    if (cached && cached.until > now) return cached.userId === userId;

    const [row] = await this.db
      .select({ userId: authSessions.userId })
      .from(authSessions)
      .where(eq(authSessions.id, sessionId));
    this.remember(sessionId, row?.userId ?? null, now);
    return row?.userId === userId;
  }

  /** Marks ended sessions: a deleted session never comes back, so the answer stays "no". */
  forget(sessionIds: readonly string[]): void {
    const now = Date.now();
    for (const id of sessionIds) {
      this.cache.delete(id);
      this.remember(id, null, now);
    }
  }

  private remember(sessionId: string, userId: string | null, now: number) {
    // A lookup that started before a logout must not bring the ended session back.
    const current = this.cache.get(sessionId);
    if (current && current.userId === null && current.until > now) return;
    this.cache.delete(sessionId);
    if (this.cache.size >= MAX_ENTRIES) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(sessionId, { userId, until: now + this.ttlMs });
  }
}
