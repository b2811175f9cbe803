import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type BatchFormat, EVENT_COLUMNS, type PreparedBatch } from './event-rows';
import { EventPartitions } from './partitions';

export { EVENT_KIND, type StatsEvent } from './event-rows';

export interface BufferOptions<T> {
  /** Written at least this often (2 s). */
  flushMs: number;
  /** Or as soon as this many wait (500). */
  batchSize: number;
  onError: (error: unknown) => void;
  /** Turns a batch of what was pushed into rows to write (the statistics worker's job). */
  prepare: (batch: T[], format: BatchFormat) => PreparedBatch | Promise<PreparedBatch>;
}

/** The PGlite instance behind a Drizzle database, or null on PostgreSQL. */
function pgliteOf(db: Database): PGlite | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/**
 * Hits wait in this process's memory and go to the database in one statement every 2 s or 500
 * hits, and on graceful shutdown (decision 700). A crash loses at most what waits here (and the
 * batch being prepared or written).
 */
export class EventBuffer<T> {
  private pending: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  readonly partitions: EventPartitions;
  private readonly pglite: PGlite | null;
  readonly format: BatchFormat;
  /** How PGlite's COPY reads the batch (bench/stats-hit-cost.ts sets '' to time the text format). */
  private readonly copyOptions = 'with (format binary)';

  constructor(
    private readonly db: Database,
    private readonly options: BufferOptions<T>,
  ) {
    this.partitions = new EventPartitions(db);
    this.pglite = pgliteOf(db);
    this.format = this.pglite ? 'copy' : 'columns';
  }

  push(hit: T): void {
    this.pending.push(hit);
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
    // Prepared at once (in the worker, beside any write under way), written in order.
    const prepared = batch.length > 0 ? Promise.resolve(this.options.prepare(batch, this.format)) : null;
    prepared?.catch(() => undefined);
    this.writing = this.writing
      .then(async () => {
        const rows = await prepared;
        if (rows && rows.rows > 0) await this.write(rows);
      })
      .catch(this.options.onError);
    return this.writing;
  }

  private async write(batch: PreparedBatch): Promise<void> {
    await this.partitions.ensure(batch.months);
    // The batch's commit does not wait for the log to reach the disk (decision 700): a crash may
    // lose the last hits, as it may lose the buffer, and the page's own writes stay synchronous.
    if (this.pglite && batch.copy !== undefined) {
      const blob = new Blob([batch.copy]);
      await this.pglite.transaction(async (tx) => {
        await tx.exec('set local synchronous_commit = off');
        await tx.query(`copy stats_events (${EVENT_COLUMNS.join(', ')}) from '/dev/blob' ${this.copyOptions}`, [], { blob });
      });
      return;
    }
    // One array literal per column through unnest: 13 parameters whatever the batch's size.
    const column = (index: number) => sql.param(batch.columns?.[index] ?? '{}');
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx.execute(sql`
      insert into stats_events (ts, page_id, kind, item_id, target, visitor, source, medium, campaign, country, device, browser, os)
      select * from unnest(
        ${column(0)}::timestamptz[], ${column(1)}::int[], ${column(2)}::smallint[], ${column(3)}::int[], ${column(4)}::text[],
        ${column(5)}::bigint[], ${column(6)}::text[], ${column(7)}::text[], ${column(8)}::text[],
        ${column(9)}::text[], ${column(10)}::text[], ${column(11)}::text[], ${column(12)}::text[])`);
    });
  }
}
