import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { statsEvents } from '../../db/schema';
import type { CountryLookup } from './country';
import { agentOf, sourceOf } from './hit-details';
import { visitorHash } from './visitor-hash';

/**
 * Beside views and clicks, events of a block (or of the page itself, item null) kept for the
 * statistics: unlock, a block's code was right, and gate, a 'Contenido sensible' gate was passed
 * (issue 36); signup, a sign-up through a 'Suscripción por correo' block (issue 40); vcard, a contact
 * card's vCard downloaded (issue 42). Kinds 3 to 6 are goals (stats_goal_days, decision 1005).
 */
export const EVENT_KIND = { refused: 0, view: 1, click: 2, unlock: 3, gate: 4, signup: 5, vcard: 6 } as const;

export type StatsEvent = typeof statsEvents.$inferInsert;

/** What the request path keeps of a hit, unparsed; the address and user agent are never stored. */
export interface Hit {
  /** Milliseconds since the epoch. */
  ts: number;
  pageId: number;
  /** EVENT_KIND: refused already on the request path (HEAD, prefetch, no user agent), a view, a click, an unlock, a gate, a sign-up, a vCard. */
  kind: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  itemId?: number | undefined;
  target?: string | undefined;
  /** request.ip: the client's address under TRUST_PROXY. */
  ip?: string;
  ua?: string;
  referrer?: string | undefined;
  /** The request's query string without '?' (utm_*). */
  query?: string | undefined;
  /** The request's host ('Interno' referrers). */
  host?: string | undefined;
  /** A trusted proxy's country code (headerCountry). */
  country?: string | undefined;
}

const NO_DETAILS = { source: null, medium: null, campaign: null, country: null, device: null, browser: null, os: null, tagged: false };

/**
 * A batch of hits as rows (decision 714): bots refused by `isbot`, the visitor's hash under the salt
 * of the hit's local day in its page owner's zone (`saltOf`, decision 1011), the source, the country
 * and the device.
 */
export function rowsOf(hits: readonly Hit[], saltOf: (hit: Hit, index: number) => string, geo: CountryLookup): StatsEvent[] {
  return hits.map((hit, index) => {
    const base = { ts: new Date(hit.ts), pageId: hit.pageId, kind: EVENT_KIND.refused as number, itemId: null, target: null, visitor: null, ...NO_DETAILS };
    // A sign-up was already checked by its route (honeypot, rate limit): counted for its block as it is.
    if (hit.kind === EVENT_KIND.signup) return { ...base, kind: hit.kind, itemId: hit.itemId ?? null };
    const agent = hit.kind !== EVENT_KIND.refused && hit.ua ? agentOf(hit.ua) : null;
    if (!agent || agent.bot) return base;
    const visitor = visitorHash(saltOf(hit, index), hit.ip ?? '', hit.ua ?? '', hit.pageId);
    if (hit.kind !== EVENT_KIND.view) return { ...base, kind: hit.kind, itemId: hit.itemId ?? null, target: hit.target ?? null, visitor };
    const query = hit.query ? new URLSearchParams(hit.query) : null;
    const { device, browser, os } = agent;
    return {
      ...base,
      kind: EVENT_KIND.view,
      visitor,
      ...sourceOf(query, agent.app, hit.referrer, hit.host ?? ''),
      country: geo.country(hit.country, hit.ip ?? ''),
      device,
      browser,
      os,
    };
  });
}

/** Writes a batch's rows in one statement from one JSON parameter (Drizzle's builder cost 0.1 ms a row). */
export async function insertRows(db: Database, rows: readonly StatsEvent[]): Promise<void> {
  const json = JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  await db.execute(sql`
    insert into stats_events (ts, page_id, kind, item_id, target, visitor, source, medium, campaign, country, device, browser, os, tagged)
    select ts, "pageId", kind, "itemId", target, visitor, source, medium, campaign, country, device, browser, os, coalesce(tagged, false)
    from jsonb_to_recordset(${json}::jsonb) as r (ts timestamptz, "pageId" int, kind smallint, "itemId" int, target text, visitor int8,
      source text, medium text, campaign text, country text, device text, browser text, os text, tagged boolean)`);
}
