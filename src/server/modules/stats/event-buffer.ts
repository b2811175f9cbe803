import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type statsEvents } from '../../db/schema';
import { EventPartitions, monthOf } from './partitions';

export type StatsEvent = typeof statsEvents.$inferInsert;

export const EVENT_KIND = { refused: 0, view: 1, click: 2 } as const;

export interface BufferOptions {
  /** Written at least this often (2 s). */
  flushMs: number;
  /** Or as soon as this many wait (500). */
  batchSize: number;
  onError: (error: unknown) => void;
}

/**
 * Hits wait in this process's memory and go to the database in one multi-row INSERT every 2 s or
 * 500 hits, and on graceful shutdown (decision 700). A crash loses at most what waits here.
 */
export class EventBuffer {
  private pending: StatsEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  readonly partitions: EventPartitions;

  constructor(
    private readonly db: Database,
    private readonly options: BufferOptions,
  ) {
    this.partitions = new EventPartitions(db);
  }

  push(event: StatsEvent): void {
    this.pending.push(event);
    if (this.pending.length >= this.options.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs);
  }

  get size(): number {
    return this.pending.length;
  }

  /** Writes what waits (after any write under way); never rejects, errors go to onError. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(() => (batch.length > 0 ? this.write(batch) : undefined)).catch(this.options.onError);
    return this.writing;
  }

  private async write(batch: StatsEvent[]): Promise<void> {
    await this.partitions.ensure(new Set(batch.map((event) => monthOf(event.ts))));
    // One array per column through unnest: 13 parameters whatever the batch's size, cheaper to
    // build and to parse than a VALUES list of 13 per row (same SQL on PGlite and PostgreSQL).
    const column = <T>(read: (event: StatsEvent) => T | null | undefined) => sql.param(batch.map((event) => read(event) ?? null));
    // The batch's commit does not wait for the log to reach the disk (decision 700): a crash may
    // lose the last hits, as it may lose the buffer, and the page's own writes stay synchronous.
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx.execute(sql`
      insert into stats_events (ts, page_id, kind, item_id, target, visitor, source, medium, campaign, country, device, browser, os)
      select * from unnest(
        ${column((event) => event.ts.toISOString())}::timestamptz[], ${column((event) => event.pageId)}::int[],
        ${column((event) => event.kind)}::smallint[], ${column((event) => event.itemId)}::int[], ${column((event) => event.target)}::text[],
        ${column((event) => (event.visitor === null || event.visitor === undefined ? null : String(event.visitor)))}::bigint[],
        ${column((event) => event.source)}::text[], ${column((event) => event.medium)}::text[], ${column((event) => event.campaign)}::text[],
        ${column((event) => event.country)}::text[], ${column((event) => event.device)}::text[], ${column((event) => event.browser)}::text[],
        ${column((event) => event.os)}::text[])`);
    });
  }
}
