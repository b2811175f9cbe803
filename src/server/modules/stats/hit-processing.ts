import { COUNTRY_HEADERS, type CountryLookup } from './country';
import { EVENT_KIND, type PreparedBatch, prepareBatch, type StatsEvent } from './event-rows';
import { deviceOf, isBotAgent, sourceOf } from './hit-details';
import { visitorHash } from './visitor-hash';

/**
 * What the request path keeps of a hit (decision 700): the few strings it needs, unparsed, as one
 * line of text (fields split by NUL, the line ended by \x01: neither can be in a header or a URL,
 * Node refuses them), which costs the request path one string and crosses to the worker as one
 * string per batch, not thousands of objects. The IP address and the user agent stay in memory
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
  ip?: string | undefined;
  /** The connection's address: whether it is a trusted proxy decides whether its country header counts. */
  peer?: string | undefined;
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

/** One hit as a line (see RawHit); an array's join makes it flat at once (a template makes a rope to flatten later). */
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
    END,
  ].join(FIELD);
}

/** The hits of lines made by encodeHit, joined. */
export function decodeHits(text: string): RawHit[] {
  const hits: RawHit[] = [];
  for (const line of text.split(`${FIELD}${END}`)) {
    if (!line) continue;
    const f = line.split(FIELD);
    const text = (index: number) => f[index] || undefined;
    hits.push({
      ts: Number(f[0]),
      pageId: Number(f[1]),
      kind: Number(f[2]) as RawHit['kind'],
      itemId: f[3] ? Number(f[3]) : undefined,
      target: f[4] ?? '',
      ip: text(5),
      peer: text(6),
      ua: text(7),
      referrer: text(8),
      query: text(9),
      host: text(10),
      countryHeaders: [text(11), text(12), text(13), text(14)],
    });
  }
  return hits;
}

/** Most views carry no query string: one empty set of parameters for all of them. */
const NO_QUERY = new URLSearchParams();

/** The UTC day a salt belongs to (visitor-hash.ts). */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function countryHeaders(values: RawHit['countryHeaders']): Record<string, string> {
  const headers: Record<string, string> = {};
  COUNTRY_HEADERS.forEach((name, index) => {
    const value = values?.[index];
    if (value) headers[name] = value;
  });
  return headers;
}

/**
 * The filters and details of issue 15 that need parsing, for a whole batch: bots and link-preview
 * fetchers by `isbot` (refused), the visitor's HMAC under its day's salt, the source, the country,
 * the device. Runs in the statistics worker (or, without one, in this thread).
 */
export function processHits(lines: string, salts: Record<string, string>, geo: CountryLookup): PreparedBatch {
  const hits = decodeHits(lines);
  const events: StatsEvent[] = [];
  const keys = new Map<string, Buffer>();
  const salt = (ms: number) => {
    const day = utcDay(ms);
    let key = keys.get(day);
    if (!key) {
      const hex = salts[day];
      if (!hex) throw new Error(`No visitor salt for ${day}`);
      key = Buffer.from(hex, 'hex');
      keys.set(day, key);
    }
    return key;
  };
  for (const hit of hits) {
    const ts = new Date(hit.ts);
    const ua = hit.ua ?? '';
    if (hit.kind === EVENT_KIND.refused || !ua || isBotAgent(ua)) {
      events.push({ ts, pageId: hit.pageId, kind: EVENT_KIND.refused });
      continue;
    }
    const visitor = visitorHash(salt(hit.ts), hit.ip ?? '', ua, hit.pageId);
    if (hit.kind === EVENT_KIND.click) {
      events.push({ ts, pageId: hit.pageId, kind: EVENT_KIND.click, itemId: hit.itemId ?? null, target: hit.target ?? null, visitor });
      continue;
    }
    events.push({
      ts,
      pageId: hit.pageId,
      kind: EVENT_KIND.view,
      visitor,
      ...sourceOf(hit.query ? new URLSearchParams(hit.query) : NO_QUERY, ua, hit.referrer, hit.host ?? ''),
      country: geo.country(countryHeaders(hit.countryHeaders), hit.peer ?? '', hit.ip ?? ''),
      ...deviceOf(ua),
    });
  }
  return prepareBatch(events);
}
