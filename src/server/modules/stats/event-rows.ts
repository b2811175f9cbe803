import type { statsEvents } from '../../db/schema';
import { monthOf } from './partitions';

export type StatsEvent = typeof statsEvents.$inferInsert;
/** A row to write: its visitors' hashes as an array or as the set they were gathered in. */
export type EventRow = Omit<StatsEvent, 'visitors'> & { visitors?: readonly bigint[] | ReadonlySet<bigint> | null };

export const EVENT_KIND = { refused: 0, view: 1, click: 2 } as const;

/**
 * The columns of stats_events in the order a batch carries them. A row is the hits of one second
 * alike in all but their visitor (decision 711): `hits` of them, by the distinct `visitors`.
 */
export const EVENT_COLUMNS = ['ts', 'page_id', 'kind', 'item_id', 'target', 'hits', 'visitors', 'source', 'medium', 'campaign', 'country', 'device', 'browser', 'os'] as const;

/**
 * A batch ready to write, made off the request path (in the statistics worker): COPY's binary
 * format, which both engines read with nothing to parse (decision 700).
 */
export interface PreparedBatch {
  /** The months (stats_events_pYYYYMM) its hits fall in. */
  months: string[];
  /** Rows (a row holds the alike hits of a second, decision 711). */
  rows: number;
  /** Hits, however many rows hold them. */
  hits: number;
  /** One tuple per row, in its own ArrayBuffer (moved out of the worker, not copied). */
  copy: Uint8Array<ArrayBuffer>;
}

/** 'PGCOPY\n\xff\r\n\0', then no flags and no header extension. */
const COPY_HEADER = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0];
/** int8's type oid, an array's element type on the wire. */
const INT8_OID = 20;
/** timestamptz on the wire: microseconds since 2000-01-01 UTC. */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);

/**
 * COPY's binary format (PostgreSQL manual, "COPY", Binary Format), written field by field into one
 * growing buffer: a header, per tuple a 16-bit field count and per field a 32-bit length (-1 for
 * null) and its bytes, a -1 trailer. Nothing is made per field but its bytes: the statistics worker
 * writes a whole batch of hits through it (decision 700).
 */
export class CopyWriter {
  private bytes: Uint8Array<ArrayBuffer>;
  private view: DataView;
  private at = COPY_HEADER.length;

  constructor(rows: number) {
    // Its own ArrayBuffer (never Node's shared pool), so the worker can hand it over without a copy.
    this.bytes = new Uint8Array(COPY_HEADER.length + 2 + rows * 128);
    this.view = new DataView(this.bytes.buffer);
    this.bytes.set(COPY_HEADER);
  }

  private room(size: number): void {
    if (this.at + size <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.at + size));
    grown.set(this.bytes.subarray(0, this.at));
    this.bytes = grown;
    this.view = new DataView(grown.buffer);
  }

  /** Starts a tuple of this many fields. */
  row(fields: number): void {
    this.room(2);
    this.view.setInt16(this.at, fields);
    this.at += 2;
  }

  null(): void {
    this.room(4);
    this.view.setInt32(this.at, -1);
    this.at += 4;
  }

  /** A field of `size` bytes: its length written, room made; answers where its bytes go. */
  private field(size: number): number {
    this.room(4 + size);
    this.view.setInt32(this.at, size);
    const start = this.at + 4;
    this.at = start + size;
    return start;
  }

  timestamptz(ms: number): void {
    const at = this.field(8);
    // Microseconds fit a double exactly for 285 years around 2000: two 32-bit halves, no BigInt.
    const micros = (ms - PG_EPOCH_MS) * 1000;
    const high = Math.floor(micros / 2 ** 32);
    this.view.setInt32(at, high);
    this.view.setUint32(at + 4, micros - high * 2 ** 32);
  }

  // The field first: making room may replace the view.
  int2(value: number): void {
    const at = this.field(2);
    this.view.setInt16(at, value);
  }

  int4(value: number | null | undefined): void {
    if (value === null || value === undefined) return this.null();
    const at = this.field(4);
    this.view.setInt32(at, value);
  }

  /**
   * A one-dimensional int8[] without nulls (PostgreSQL's array_send): dimensions, a has-nulls flag,
   * the element type (int8, oid 20), the size and lower bound (1), then each element as a field.
   */
  int8Array(values: readonly bigint[] | ReadonlySet<bigint> | null | undefined): void {
    if (values === null || values === undefined) return this.null();
    const count = values instanceof Set ? values.size : (values as readonly bigint[]).length;
    const at = this.field(20 + count * 12);
    this.view.setInt32(at, 1);
    this.view.setInt32(at + 4, 0);
    this.view.setInt32(at + 8, INT8_OID);
    this.view.setInt32(at + 12, count);
    this.view.setInt32(at + 16, 1);
    let element = at + 20;
    for (const value of values) {
      this.view.setInt32(element, 8);
      this.view.setBigInt64(element + 4, value);
      element += 12;
    }
  }

  text(value: string | null | undefined): void {
    if (value === null || value === undefined) return this.null();
    const length = value.length;
    this.room(4 + length * 3);
    const start = this.at + 4;
    // ASCII (nearly every value: sources, countries, devices) byte by byte; anything else through Node's UTF-8 encoder.
    let size = length;
    for (let index = 0; index < length; index++) {
      const code = value.charCodeAt(index);
      if (code > 0x7f) {
        size = Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.length).write(value, start, 'utf8');
        break;
      }
      this.bytes[start + index] = code;
    }
    this.view.setInt32(this.at, size);
    this.at = start + size;
  }

  /** The trailer; the bytes written, over the writer's own ArrayBuffer. */
  finish(): Uint8Array<ArrayBuffer> {
    this.room(2);
    this.view.setInt16(this.at, -1);
    this.at += 2;
    return new Uint8Array(this.bytes.buffer, 0, this.at);
  }
}

/** Writes one row as a tuple of EVENT_COLUMNS. */
export function writeEvent(out: CopyWriter, event: EventRow): void {
  out.row(EVENT_COLUMNS.length);
  out.timestamptz(event.ts.getTime());
  out.int4(event.pageId);
  out.int2(event.kind);
  out.int4(event.itemId);
  out.text(event.target);
  out.int4(event.hits ?? 1);
  out.int8Array(event.visitors);
  out.text(event.source);
  out.text(event.medium);
  out.text(event.campaign);
  out.text(event.country);
  out.text(event.device);
  out.text(event.browser);
  out.text(event.os);
}

export function binaryCopy(events: readonly StatsEvent[]): Uint8Array<ArrayBuffer> {
  const out = new CopyWriter(events.length);
  for (const event of events) writeEvent(out, event);
  return out.finish();
}

/** Turns events into one batch. */
export function prepareBatch(events: readonly StatsEvent[]): PreparedBatch {
  return {
    months: [...new Set(events.map((event) => monthOf(event.ts)))],
    rows: events.length,
    hits: events.reduce((sum, event) => sum + (event.hits ?? 1), 0),
    copy: binaryCopy(events),
  };
}
