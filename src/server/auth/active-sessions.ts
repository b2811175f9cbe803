import { eq } from 'drizzle-orm';
import type { BusEvent, ChangeBus } from '../changes/change-bus';
import type { Executor } from '../db/client';
import { authSessions } from '../db/schema';
import type { SessionCheck } from './token-verifier';

const DEFAULT_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * Whether an embedded session still exists, with a short in-process cache so that /api calls do
 * not each query the database. It listens to the change bus (`listenTo`): ended sessions are
 * refused at once by every instance, an account's change (`users`) makes its sessions checked
 * again, and a `reset` (notifications may have been missed) empties the cache. The TTL bounds what
 * a missed notification could cost (decision 830).
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

  /** Forgets what the bus says changed; answers the unsubscribe function. */
  listenTo(changes: ChangeBus): () => void {
    return changes.subscribe((event) => this.changed(event));
  }

  private changed(event: BusEvent): void {
    if (event.type === 'sessions') this.forget(event.ids);
    else if (event.type === 'users') this.forgetUsers(event.ids);
    else if (event.type === 'reset') this.cache.clear();
  }

  /** Drops what is cached for these accounts' sessions: the next call checks the database. */
  forgetUsers(userIds: readonly string[]): void {
    const users = new Set(userIds);
    for (const [sessionId, entry] of this.cache) {
      if (entry.userId !== null && users.has(entry.userId)) this.cache.delete(sessionId);
    }
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
