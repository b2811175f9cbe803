import { COUNTRY_HEADERS, type CountryLookup } from './country';
import { CopyWriter, EVENT_KIND, type EventRow, type PreparedBatch, writeEvent } from './event-rows';
import { agentOf, sourceOf } from './hit-details';
import { monthOf } from './partitions';
import { visitorHash } from './visitor-hash';

/**
 * What the request path keeps of a hit (decision 700): the few strings it needs, unparsed, as one
 * line of text (fields split by NUL, the line ended by \x01: neither can be in a header or a URL,
 * Node refuses them), which costs the request path one string and crosses to the worker as one
 * string per batch, not thousands of objects. The addresses (the peer's, X-Forwarded-For's) and the user agent stay in memory
 * (this process and its statistics worker) until the batch is prepared, and are never written.
 */
export interface RawHit {
  /** Milliseconds since the epoch. */
  ts: number;
  pageId: number;
  /** EVENT_KIND: refused already on the request path (HEAD, prefetch, no user agent), a view or a click. */
  kind: 0 | 1 | 2;
  itemId?: number | undefined;
  target?: string | undefined;
  /** The client's address; when absent, the worker works it out from `peer` and `forwardedFor`. */
  ip?: string | undefined;
  /** The connection's address: whether it is a trusted proxy decides whether its country header counts. */
  peer?: string | undefined;
  /** The X-Forwarded-For header as the request carried it. */
  forwardedFor?: string | undefined;
  ua?: string | undefined;
  referrer?: string | undefined;
  /** The request's query string without '?' (utm_*). */
  query?: string | undefined;
  /** The request's host ('Interno' referrers); only with a referrer. */
  host?: string | undefined;
  /** The proxies' country headers the request carried, in the order of COUNTRY_HEADERS. */
  countryHeaders?: (string | undefined)[] | undefined;
}

const FIELD = '\u0000';
const END = '\u0001';
/** A hit's fields on its line (RawHit's, the four country headers, X-Forwarded-For), then END. */
const FIELDS = 16;
const STRIDE = FIELDS + 1;

/**
 * One hit as a line (see RawHit): its fields, END, each followed by FIELD, so that a batch of lines
 * splits in one call. An array's join makes it flat at once (a template makes a rope to flatten later).
 */
export function encodeHit(hit: RawHit): string {
  const country = hit.countryHeaders ?? [];
  return [
    hit.ts,
    hit.pageId,
    hit.kind,
    hit.itemId,
    hit.target,
    hit.ip,
    hit.peer,
    hit.ua,
    hit.referrer,
    hit.query,
    hit.host,
    country[0],
    country[1],
    country[2],
    country[3],
    hit.forwardedFor,
    END,
    '',
  ].join(FIELD);
}

/** The fields of a batch of lines made by encodeHit, STRIDE per hit (the last of each is END). */
export function hitFields(text: string): string[] {
  const fields = text.split(FIELD);
  // The text ends with FIELD: one empty string after the last hit.
  fields.pop();
  let whole = fields.length % STRIDE === 0;
  for (let end = FIELDS; whole && end < fields.length; end += STRIDE) whole = fields[end] === END;
  if (!whole) throw new Error('Malformed statistics hits');
  return fields;
}

/** The UTC day a salt belongs to (visitor-hash.ts). */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const DAY_MS = 86_400_000;
const NO_HEADERS: Record<string, string> = {};

/** The proxies' country headers at `at` (fields 11 to 14 of a hit), by name; most hits have none. */
function countryHeaders(fields: readonly string[], at: number): Record<string, string> {
  let headers = NO_HEADERS;
  COUNTRY_HEADERS.forEach((name, index) => {
    const value = fields[at + index];
    if (value) {
      if (headers === NO_HEADERS) headers = {};
      headers[name] = value;
    }
  });
  return headers;
}

/** One row of a batch: the hits of one second alike in all but their visitor (decision 711). */
type Row = EventRow & { hits: number; visitors: Set<bigint> | null };

const NO_DETAILS = { source: null, medium: null, campaign: null, country: null, device: null, browser: null, os: null };

const MINUTE_MS = 60_000;
/** Hashes remembered at most (a few MB): past it, a minute's further visitors are all written. */
const MAX_REMEMBERED = 200_000;

/**
 * The viewers a stream of batches (the statistics worker's, or this thread's) has already written
 * in the current UTC minute, per page (decision 711): a visitor's hash is written with the first of
 * their views of a minute only. A UTC minute lies inside one local day of every zone (offsets are
 * whole minutes), and reads count a day's distinct hashes, so no number changes; a rollup then
 * unnests a crowd's hashes once a minute instead of once a view. Nothing here needs to agree with
 * another process: each writes each visitor at least once a minute, and duplicates count once.
 */
export class RecentViewers {
  private minute = Number.NaN;
  private readonly pages = new Map<number, Set<bigint>>();
  private remembered = 0;

  /** Whether `visitor` has not been written for `pageId` in the minute of `ts`; remembered from now. */
  isNew(pageId: number, ts: number, visitor: bigint): boolean {
    const minute = Math.floor(ts / MINUTE_MS);
    // Another minute (the next, or a late hit of one past): remembered afresh, never fewer written.
    if (minute !== this.minute) {
      this.minute = minute;
      this.pages.clear();
      this.remembered = 0;
    }
    let seen = this.pages.get(pageId);
    if (!seen) {
      seen = new Set();
      this.pages.set(pageId, seen);
    }
    if (seen.has(visitor)) return false;
    if (this.remembered < MAX_REMEMBERED) {
      seen.add(visitor);
      this.remembered += 1;
    }
    return true;
  }
}

/**
 * The filters and details of issue 15 that need parsing, for a whole batch: bots and link-preview
 * fetchers by `isbot` (refused), the visitor's hash under its day's salt, the source, the country,
 * the device. Runs in the statistics worker (or, without one, in this thread). The hits of one
 * second that are alike in everything but their visitor become one row that counts them and holds
 * their distinct visitors (decision 711): what the database stores and rolls up is a row, and a
 * busy page's second of views from one source, country and device is one row, not hundreds.
 */
export function processHits(lines: string, salts: Record<string, string>, geo: CountryLookup, viewers = new RecentViewers()): PreparedBatch {
  const f = hitFields(lines);
  const rows = new Map<string, Row>();
  const months = new Set<string>();
  let dayStart = Number.NaN;
  let salt: string | undefined;
  /** `visitor`: the hit's hash to keep; null, none to keep; undefined, a row without visitors (refused). */
  const add = (key: string, second: number, row: Omit<Row, 'ts' | 'hits' | 'visitors'>, visitor: bigint | null | undefined) => {
    let found = rows.get(key);
    if (!found) {
      found = { ...row, ts: new Date(second), hits: 0, visitors: visitor === undefined ? null : new Set() };
      rows.set(key, found);
    }
    found.hits += 1;
    if (visitor !== null && visitor !== undefined) found.visitors?.add(visitor);
  };
  for (let at = 0; at < f.length; at += STRIDE) {
    const ts = Number(f[at]);
    const pageId = Number(f[at + 1]);
    const ua = f[at + 7]!;
    if (!(ts >= dayStart && ts < dayStart + DAY_MS)) {
      dayStart = ts - (ts % DAY_MS);
      const day = utcDay(ts);
      months.add(monthOf(new Date(ts)));
      salt = salts[day];
      if (!salt) throw new Error(`No visitor salt for ${day}`);
    }
    const second = ts - (ts % 1000);
    const agent = ua ? agentOf(ua) : null;
    const kind = Number(f[at + 2]);
    if (kind === EVENT_KIND.refused || !agent || agent.bot) {
      add(`${second} ${pageId} 0`, second, { pageId, kind: EVENT_KIND.refused, itemId: null, target: null, ...NO_DETAILS }, undefined);
      continue;
    }
    const ip = f[at + 5] || geo.clientAddress(f[at + 6]!, f[at + 15]!);
    const visitor = visitorHash(salt!, ip, ua, pageId);
    if (kind === EVENT_KIND.click) {
      const itemId = f[at + 3] ? Number(f[at + 3]) : null;
      const target = f[at + 4]!;
      add(JSON.stringify([second, pageId, 2, itemId, target]), second, { pageId, kind, itemId, target, ...NO_DETAILS }, visitor);
      continue;
    }
    const query = f[at + 9];
    const { source, medium, campaign } = sourceOf(query ? new URLSearchParams(query) : null, agent.app, f[at + 8] || undefined, f[at + 10]!);
    const country = geo.country(countryHeaders(f, at + 11), f[at + 6]!, ip);
    const { device, browser, os } = agent;
    add(
      // JSON, not a join: a utm_ value may hold any character, a separator included.
      JSON.stringify([second, pageId, 1, source, medium, campaign, country, device, browser, os]),
      second,
      { pageId, kind, itemId: null, target: null, source, medium, campaign, country, device, browser, os },
      viewers.isNew(pageId, ts, visitor) ? visitor : null,
    );
  }
  const out = new CopyWriter(rows.size);
  for (const row of rows.values()) writeEvent(out, row);
  return { months: [...months], rows: rows.size, hits: f.length / STRIDE, copy: out.finish() };
}
