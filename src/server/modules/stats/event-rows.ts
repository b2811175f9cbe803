import type { statsEvents } from '../../db/schema';
import { monthOf } from './partitions';

export type StatsEvent = typeof statsEvents.$inferInsert;

export const EVENT_KIND = { refused: 0, view: 1, click: 2 } as const;

/** The columns of stats_events in the order a batch carries them. */
export const EVENT_COLUMNS = ['ts', 'page_id', 'kind', 'item_id', 'target', 'visitor', 'source', 'medium', 'campaign', 'country', 'device', 'browser', 'os'] as const;

/**
 * A batch ready to write, made off the request path (in the statistics worker): COPY's binary
 * format, which both engines read with nothing to parse (decision 700).
 */
export interface PreparedBatch {
  /** The months (stats_events_pYYYYMM) its hits fall in. */
  months: string[];
  rows: number;
  /** One tuple per hit, in its own ArrayBuffer (moved out of the worker, not copied). */
  copy: Uint8Array<ArrayBuffer>;
}

type Cell = Date | number | bigint | string | null;

/** The wire type of each of EVENT_COLUMNS in COPY's binary format. */
const COLUMN_TYPES = ['timestamptz', 'int4', 'int2', 'int4', 'text', 'int8', 'text', 'text', 'text', 'text', 'text', 'text', 'text'] as const;

function cells(event: StatsEvent): Cell[] {
  return [
    event.ts,
    event.pageId,
    event.kind,
    event.itemId ?? null,
    event.target ?? null,
    event.visitor ?? null,
    event.source ?? null,
    event.medium ?? null,
    event.campaign ?? null,
    event.country ?? null,
    event.device ?? null,
    event.browser ?? null,
    event.os ?? null,
  ];
}

/** 'PGCOPY\n\xff\r\n\0', then no flags and no header extension. */
const COPY_HEADER = Buffer.from([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]);
/** timestamptz on the wire: microseconds since 2000-01-01 UTC. */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const FIXED_SIZE = { timestamptz: 8, int8: 8, int4: 4, int2: 2 } as const;

/**
 * COPY's binary format (PostgreSQL manual, "COPY", Binary Format): a header, per tuple a 16-bit
 * field count and per field a 32-bit length (-1 for null) and its bytes, a -1 trailer.
 */
export function binaryCopy(events: readonly StatsEvent[]): Uint8Array<ArrayBuffer> {
  const rows = events.map(cells);
  let size = COPY_HEADER.length + 2;
  for (const row of rows) {
    size += 2 + 4 * row.length;
    row.forEach((value, index) => {
      const type = COLUMN_TYPES[index]!;
      if (value !== null) size += type === 'text' ? Buffer.byteLength(value as string) : FIXED_SIZE[type];
    });
  }
  // Its own ArrayBuffer (never Node's shared pool), so the worker can hand it over without a copy.
  const bytes = new Uint8Array(size);
  const out = Buffer.from(bytes.buffer, 0, size);
  let at = COPY_HEADER.copy(out, 0);
  for (const row of rows) {
    at = out.writeInt16BE(row.length, at);
    row.forEach((value, index) => {
      const type = COLUMN_TYPES[index]!;
      if (value === null) {
        at = out.writeInt32BE(-1, at);
        return;
      }
      if (type === 'text') {
        const length = out.write(value as string, at + 4, 'utf8');
        out.writeInt32BE(length, at);
        at += 4 + length;
        return;
      }
      at = out.writeInt32BE(FIXED_SIZE[type], at);
      if (type === 'timestamptz') {
        // Microseconds fit a double exactly for 285 years around 2000: two 32-bit halves, no BigInt.
        const micros = ((value as Date).getTime() - PG_EPOCH_MS) * 1000;
        const high = Math.floor(micros / 2 ** 32);
        at = out.writeInt32BE(high, at);
        at = out.writeUInt32BE(micros - high * 2 ** 32, at);
      } else if (type === 'int8') at = out.writeBigInt64BE(typeof value === 'bigint' ? value : BigInt(value as number), at);
      else if (type === 'int4') at = out.writeInt32BE(value as number, at);
      else at = out.writeInt16BE(value as number, at);
    });
  }
  out.writeInt16BE(-1, at);
  return bytes;
}

/** Turns events into one batch. */
export function prepareBatch(events: readonly StatsEvent[]): PreparedBatch {
  return { months: [...new Set(events.map((event) => monthOf(event.ts)))], rows: events.length, copy: binaryCopy(events) };
}
