import type { Database } from '../../db/client';
import { statsEvents } from '../../db/schema';
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
    // Parameters per statement stay well under PostgreSQL's 65,535 (13 columns x 2,000).
    for (let start = 0; start < batch.length; start += 2000) {
      await this.db.insert(statsEvents).values(batch.slice(start, start + 2000));
    }
  }
}
