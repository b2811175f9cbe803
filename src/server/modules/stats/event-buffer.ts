import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/client';
import { EVENT_COLUMNS, type PreparedBatch } from './event-rows';
import { EventPartitions } from './partitions';
import { PlannerStatistics } from './planner-statistics';

export { EVENT_KIND, type StatsEvent } from './event-rows';

export interface BufferOptions<T> {
  /** Written at least this often (2 s). */
  flushMs: number;
  /** Or as soon as this many wait (500). */
  batchSize: number;
  onError: (error: unknown) => void;
  /** Turns a batch of what was pushed into rows to write (the statistics worker's job). */
  prepare: (batch: T[]) => PreparedBatch | Promise<PreparedBatch>;
  /** The values one hit pushes (through `values` and `added`): 1 by default. */
  valuesPerHit?: number;
}

/** The client behind a Drizzle database: PGlite in this thread, or node-postgres' pool. */
function clientOf(db: Database): PGlite | pg.Pool {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite || client instanceof pg.Pool) return client;
  throw new Error('The statistics buffer needs a PGlite or node-postgres database');
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
  /** On PGlite only (no autovacuum there): the planner's statistics of the partitions written to. */
  readonly plannerStatistics: PlannerStatistics | null;
  private readonly client: PGlite | pg.Pool;

  constructor(
    db: Database,
    private readonly options: BufferOptions<T>,
  ) {
    this.partitions = new EventPartitions(db);
    this.client = clientOf(db);
    this.plannerStatistics = this.client instanceof PGlite ? new PlannerStatistics(this.client) : null;
  }

  push(hit: T): void {
    this.pending.push(hit);
    this.added();
  }

  /**
   * The array the next hit's values go into, `valuesPerHit` of them, followed by a call of added():
   * a hit made of several values costs the request path no object of its own (decision 713).
   */
  get values(): T[] {
    return this.pending;
  }

  /** A hit's values were pushed into `values`. */
  added(): void {
    if (this.pending.length >= this.options.batchSize * (this.options.valuesPerHit ?? 1)) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs);
  }

  /** Hits waiting. */
  get size(): number {
    return this.pending.length / (this.options.valuesPerHit ?? 1);
  }

  /** Writes what waits (after any write under way); never rejects, errors go to onError. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    // Prepared at once (in the worker, beside any write under way), written in order.
    const prepared = batch.length > 0 ? Promise.resolve(this.options.prepare(batch)) : null;
    prepared?.catch(() => undefined);
    this.writing = this.writing
      .then(async () => {
        const rows = await prepared;
        if (rows && rows.rows > 0) await this.write(rows);
      })
      .catch(this.options.onError);
    return this.writing;
  }

  /**
   * One COPY per batch. Its commit does not wait for the log to reach the disk (decision 700): a
   * crash may lose the last hits, as it may lose the buffer; the pages' own writes stay synchronous.
   */
  private async write(batch: PreparedBatch): Promise<void> {
    await this.partitions.ensure(batch.months);
    const copy = `copy stats_events (${EVENT_COLUMNS.join(', ')}) from`;
    if (this.client instanceof PGlite) {
      // Both statements in one call, not BEGIN, SET, COPY and COMMIT in four: one implicit
      // transaction (SET LOCAL holds for it; an error rolls all of it back).
      const blob = new Blob([batch.copy]);
      await this.client.exec(`set local synchronous_commit = off; ${copy} '/dev/blob' with (format binary)`, { blob });
      this.plannerStatistics?.noteWritten(batch.months, batch.rows);
      return;
    }
    const connection = await this.client.connect();
    let broken: Error | undefined;
    try {
      await connection.query('begin');
      await connection.query('set local synchronous_commit = off');
      await pipeline(Readable.from([batch.copy]), connection.query(copyFrom(`${copy} stdin with (format binary)`)));
      await connection.query('commit');
    } catch (error) {
      await connection.query('rollback').catch((failure: unknown) => {
        broken = failure instanceof Error ? failure : new Error(String(failure));
      });
      throw error;
    } finally {
      // A connection that could not even roll back is dropped, not handed to the next query.
      connection.release(broken);
    }
  }
}
