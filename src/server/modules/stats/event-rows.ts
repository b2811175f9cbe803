import type { statsEvents } from '../../db/schema';
import { monthOf } from './partitions';

export type StatsEvent = typeof statsEvents.$inferInsert;

export const EVENT_KIND = { refused: 0, view: 1, click: 2 } as const;

/** The columns of stats_events in the order a batch carries them. */
export const EVENT_COLUMNS = ['ts', 'page_id', 'kind', 'item_id', 'target', 'visitor', 'source', 'medium', 'campaign', 'country', 'device', 'browser', 'os'] as const;

/**
 * How a batch goes to the database: PGlite takes one `COPY ... FROM '/dev/blob'` of tab-separated
 * text (the cheapest way in, and PGlite runs in the server's own thread); PostgreSQL one INSERT of
 * `unnest` over one array per column (decision 700).
 */
export type BatchFormat = 'copy' | 'columns';

/** A batch ready to write, made off the request path (in the statistics worker). */
export interface PreparedBatch {
  /** The months (stats_events_pYYYYMM) its hits fall in. */
  months: string[];
  rows: number;
  /** 'copy': COPY's text format, one line per hit. */
  copy?: string;
  /**
   * 'columns': one PostgreSQL array literal per column of EVENT_COLUMNS ('{"a",NULL}'), so that the
   * main thread neither copies thousands of values out of the worker nor serializes arrays.
   */
  columns?: string[];
}

/** COPY text format: backslash, tab, newline and carriage return escaped; \N is null. */
function copyField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : value;
}

/** An element of an array literal: NULL, or the value double-quoted with " and \ escaped. */
function arrayElement(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

function cells(event: StatsEvent): (string | number | null)[] {
  return [
    event.ts.toISOString(),
    event.pageId,
    event.kind,
    event.itemId ?? null,
    event.target ?? null,
    event.visitor === null || event.visitor === undefined ? null : String(event.visitor),
    event.source ?? null,
    event.medium ?? null,
    event.campaign ?? null,
    event.country ?? null,
    event.device ?? null,
    event.browser ?? null,
    event.os ?? null,
  ];
}

/** Turns events into one batch of the given format. */
export function prepareBatch(events: readonly StatsEvent[], format: BatchFormat): PreparedBatch {
  const months = [...new Set(events.map((event) => monthOf(event.ts)))];
  if (format === 'copy') {
    let copy = '';
    for (const event of events) copy += `${cells(event).map(copyField).join('\t')}\n`;
    return { months, rows: events.length, copy };
  }
  const columns: string[][] = EVENT_COLUMNS.map(() => []);
  for (const event of events) cells(event).forEach((cell, index) => columns[index]!.push(arrayElement(cell)));
  return { months, rows: events.length, columns: columns.map((elements) => `{${elements.join(',')}}`) };
}
