import { COUNTRY_HEADERS, type CountryLookup } from './country';
import { CopyWriter, EVENT_KIND, type EventRow, type PreparedBatch, writeEvent } from './event-rows';
import { agentOf, sourceOf } from './hit-details';
import { monthOf } from './partitions';
import { visitorHash } from './visitor-hash';

/**
 * What the request path keeps of a hit (decision 700): the few strings it needs, unparsed, as values
 * in the batch's array (appendHit, decision 713). The batch crosses to the worker as one text, a
 * line per hit (fields split by NUL, the line ended by \x01: neither can be in a header or a URL,
 * Node refuses them), not thousands of objects. The addresses (the peer's, X-Forwarded-For's) and
 * the user agent stay in memory (this process and its statistics worker) until the batch is
 * prepared, and are never written.
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

/** A hit's values in a batch (appendHit): its FIELDS fields, then END. */
export const HIT_VALUES = FIELDS + 1;
export type HitValue = string | number | undefined;

/**
 * One hit's values (see RawHit) appended to a batch's array: its fields, then END. The request path
 * keeps the strings it already has, not a line made of them (decision 713): a line a view cost
 * the request thread about 4 % of the public page's throughput, in garbage as much as in joining.
 * `joinHits` makes the batch's text at once.
 */
export function appendHit(values: HitValue[], hit: RawHit): void {
  const country = hit.countryHeaders;
  values.push(
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
    country?.[0],
    country?.[1],
    country?.[2],
    country?.[3],
    hit.forwardedFor,
    END,
  );
}

/**
 * A batch's values (appendHit) as the text the worker splits: each value followed by FIELD, so
 * that the text splits into its hits' lines (each ended by END) in one call.
 */
export const joinHits = (values: readonly HitValue[]) => `${values.join(FIELD)}${FIELD}`;

/** One hit as the text of a batch of one (tests, benches: batches of lines are joined lines). */
export function encodeHit(hit: RawHit): string {
  const values: HitValue[] = [];
  appendHit(values, hit);
  return joinHits(values);
}

/** The UTC day a salt belongs to (visitor-hash.ts). */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const DAY_MS = 86_400_000;
const NO_HEADERS: Record<string, string> = {};

/** The proxies' country headers from `at` on (encodeHit's fields 11 to 14), by name; most hits have none. */
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

/** What a hit's line tells but its time, worked out once for identical lines (HitMemory). */
interface Worked {
  /** The row's identity within its second (JSON: a utm_ value may hold any character, a separator included). */
  key: string;
  row: Omit<Row, 'ts' | 'hits' | 'visitors'>;
  /** The visitor's hash; undefined for a refused hit (its row keeps no visitors). */
  visitor: bigint | undefined;
}

/** Lines remembered at most (a few MB): past it, the memory starts afresh. */
const MAX_LINES = 10_000;

/**
 * What the statistics worker (or this thread) has worked out of recent lines, by the line without
 * its time: a visitor who reloads, a bot that hammers, a crowd behind one address with one browser
 * send the same line again and again, and isbot, the address, the visitor's hash, the source,
 * the country and the device are worked out once for all of them (decision 713). Valid under one
 * day's salt: a new salt starts it afresh. With it, the viewers already written this minute.
 */
export class HitMemory {
  readonly viewers = new RecentViewers();
  readonly lines = new Map<string, Worked>();
  salt = '';
  /**
   * Batches left before lines are remembered again: a crowd whose lines all differ (each visitor
   * with their own address) would only pay for remembering them (about 1 µs a hit), so a batch
   * that found fewer than a quarter of its lines remembered turns the memory off for the next
   * SKIPPED_BATCHES, after which it is tried again.
   */
  skipping = 0;
}

const SKIPPED_BATCHES = 20;
/** The fewest hits a batch must hold for its share of remembered lines to turn the memory off. */
const JUDGED_BATCH = 100;

/** The line's fields after its time (encodeHit's, from the page id on), and the empty one before END: FIELDS in all. */
function fieldsOf(rest: string): string[] {
  const fields = rest.split(FIELD);
  if (fields.length !== FIELDS) throw new Error('Malformed statistics hits');
  return fields;
}

/** What counting needs of a line's fields after its time (`f`, from the page id on, so that f[n - 1] is encodeHit's field n). */
function workOut(f: readonly string[], salt: string, geo: CountryLookup): Worked {
  const pageId = Number(f[0]);
  const kind = Number(f[1]);
  const ua = f[6]!;
  const agent = ua ? agentOf(ua) : null;
  if (kind === EVENT_KIND.refused || !agent || agent.bot) {
    return { key: `${pageId} 0`, row: { pageId, kind: EVENT_KIND.refused, itemId: null, target: null, ...NO_DETAILS }, visitor: undefined };
  }
  const ip = f[4] || geo.clientAddress(f[5]!, f[14]!);
  const visitor = visitorHash(salt, ip, ua, pageId);
  if (kind === EVENT_KIND.click) {
    const itemId = f[2] ? Number(f[2]) : null;
    const target = f[3]!;
    return { key: JSON.stringify([pageId, 2, itemId, target]), row: { pageId, kind, itemId, target, ...NO_DETAILS }, visitor };
  }
  const query = f[8];
  const { source, medium, campaign } = sourceOf(query ? new URLSearchParams(query) : null, agent.app, f[7] || undefined, f[9]!);
  const country = geo.country(countryHeaders(f, 10), f[5]!, ip);
  const { device, browser, os } = agent;
  return {
    key: JSON.stringify([pageId, 1, source, medium, campaign, country, device, browser, os]),
    row: { pageId, kind: EVENT_KIND.view, itemId: null, target: null, source, medium, campaign, country, device, browser, os },
    visitor,
  };
}

/**
 * The filters and details of issue 15 that need parsing, for a whole batch: bots and link-preview
 * fetchers by `isbot` (refused), the visitor's hash under its day's salt, the source, the country,
 * the device. Runs in the statistics worker (or, without one, in this thread). The hits of one
 * second that are alike in everything but their visitor become one row that counts them and holds
 * their distinct visitors (decision 711): what the database stores and rolls up is a row, and a
 * busy page's second of views from one source, country and device is one row, not hundreds.
 */
export function processHits(lines: string, salts: Record<string, string>, geo: CountryLookup, memory = new HitMemory()): PreparedBatch {
  const hits = lines.split(END + FIELD);
  // The text ends with END and FIELD: one empty string after the last hit.
  if (hits.pop() !== '') throw new Error('Malformed statistics hits');
  const rows: Row[] = [];
  /** The rows of each second, by their key (Worked.key). */
  const seconds = new Map<number, Map<string, Row>>();
  let second = Number.NaN;
  let ofSecond = new Map<string, Row>();
  const months = new Set<string>();
  let dayStart = Number.NaN;
  let salt = '';
  const remembering = memory.skipping === 0;
  if (!remembering) memory.skipping -= 1;
  let found = 0;
  for (const line of hits) {
    const split = line.indexOf(FIELD);
    const ts = Number(line.slice(0, split));
    if (!(ts >= dayStart && ts < dayStart + DAY_MS)) {
      dayStart = ts - (ts % DAY_MS);
      const day = utcDay(ts);
      months.add(monthOf(new Date(ts)));
      salt = salts[day] ?? '';
      if (!salt) throw new Error(`No visitor salt for ${day}`);
      if (salt !== memory.salt) {
        memory.lines.clear();
        memory.salt = salt;
      }
    }
    const rest = line.slice(split + 1);
    let worked = remembering ? memory.lines.get(rest) : undefined;
    if (worked) found += 1;
    else {
      worked = workOut(fieldsOf(rest), salt, geo);
      if (remembering) {
        if (memory.lines.size >= MAX_LINES) memory.lines.clear();
        memory.lines.set(rest, worked);
      }
    }
    const hitSecond = ts - (ts % 1000);
    if (hitSecond !== second) {
      second = hitSecond;
      let known = seconds.get(second);
      if (!known) {
        known = new Map();
        seconds.set(second, known);
      }
      ofSecond = known;
    }
    let row = ofSecond.get(worked.key);
    if (!row) {
      row = { ...worked.row, ts: new Date(second), hits: 0, visitors: worked.visitor === undefined ? null : new Set() };
      ofSecond.set(worked.key, row);
      rows.push(row);
    }
    row.hits += 1;
    const { visitor } = worked;
    // A view's visitor is written with their first view of a minute (RecentViewers); a click's, with each.
    if (visitor !== undefined && (worked.row.kind !== EVENT_KIND.view || memory.viewers.isNew(worked.row.pageId, ts, visitor))) row.visitors?.add(visitor);
  }
  if (remembering && hits.length >= JUDGED_BATCH && found * 4 < hits.length) {
    memory.skipping = SKIPPED_BATCHES;
    memory.lines.clear();
  }
  const out = new CopyWriter(rows.length);
  for (const row of rows) writeEvent(out, row);
  return { months: [...months], rows: rows.length, hits: hits.length, copy: out.finish() };
}
