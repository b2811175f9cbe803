import { z } from 'zod';
import type { Database, Transaction } from '../db/client';

/**
 * What a write tells the caches of every instance (decision 830). Each message names the rows it
 * changed; a cache drops what it keeps for them. Add a type here for anything new that caches.
 *  - pages: a page's fields or items changed, or the page was created or deleted (public renders of
 *    it and of its subpages drop).
 *  - sessions: these sessions ended (sign-out, refresh-token reuse): their access tokens are refused.
 *  - users: something about these accounts changed that every cache of theirs must forget: password
 *    changed, account disabled or deleted. Their cached sessions are checked again and their public
 *    pages rendered again. Also sent when an account's verified second-step factors change.
 *  - domains: these owners' domains (host names) were added, verified, removed or moved: the Host
 *    routing forgets what it knew of them (issue 39).
 *  - settings: an admin changed these cached instance settings (keys: two-step verification required).
 */
export const changeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pages'), ids: z.array(z.number().int()) }),
  z.object({ type: z.literal('sessions'), ids: z.array(z.string()) }),
  z.object({ type: z.literal('users'), ids: z.array(z.string()) }),
  z.object({ type: z.literal('domains'), ids: z.array(z.string()) }),
  z.object({ type: z.literal('settings'), ids: z.array(z.string()) }),
]);
export type Change = z.infer<typeof changeSchema>;

/**
 * What listeners receive: every change of any instance, and `reset` when changes may have been
 * missed (the listening connection was lost): a cache then drops everything it keeps.
 */
export type BusEvent = Change | { type: 'reset' };

export type Announce = (change: Change) => void;

export interface ChangeBus {
  readonly kind: 'memory' | 'postgres';
  /**
   * Runs `work` in one transaction. The changes it announces reach this process's listeners right
   * after the commit and the other instances with the commit (PostgreSQL: NOTIFY inside the
   * transaction). A rolled-back transaction announces nothing.
   */
  transaction<T>(db: Database, work: (tx: Transaction, announce: Announce) => Promise<T>): Promise<T>;
  /** A change already committed, or that is not a database write: here at once, elsewhere soon after. */
  publish(change: Change): Promise<void>;
  /** `publish({ type: 'pages', ids })` without waiting (the first change feed's call, kept). */
  touch(...pageIds: number[]): void;
  subscribe(listener: (event: BusEvent) => void): () => void;
  /** Starts listening to the other instances (no-op in memory). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Listeners of one process; the drivers share it. */
export class Listeners {
  private readonly listeners = new Set<(event: BusEvent) => void>();

  add(listener: (event: BusEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: BusEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

/** Drops empty messages (nothing to tell). */
export function isEmpty(change: Change): boolean {
  return change.ids.length === 0;
}

/**
 * The single-process bus (PGlite, or tests): announced changes reach this process's listeners after
 * the commit, as the first change feed did.
 */
export class MemoryChangeBus implements ChangeBus {
  readonly kind = 'memory' as const;
  private readonly listeners = new Listeners();

  async transaction<T>(db: Database, work: (tx: Transaction, announce: Announce) => Promise<T>): Promise<T> {
    const announced: Change[] = [];
    const result = await db.transaction((tx) => work(tx, (change) => announced.push(change)));
    for (const change of announced) if (!isEmpty(change)) this.listeners.emit(change);
    return result;
  }

  async publish(change: Change): Promise<void> {
    if (!isEmpty(change)) this.listeners.emit(change);
  }

  touch(...pageIds: number[]): void {
    if (pageIds.length > 0) this.listeners.emit({ type: 'pages', ids: pageIds });
  }

  subscribe(listener: (event: BusEvent) => void): () => void {
    return this.listeners.add(listener);
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {}
}
