import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/rows';
import { openTestDatabase } from '../../test/test-database';
import { EventBuffer, type StatsEvent } from './event-buffer';
import { prepareBatch } from './event-rows';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** Values a hit can carry that the batch's format must keep as they are: every escape and width. */
const AWKWARD = ['tab\there', 'line\nbreak\r\n', 'back\\slash \\N', '"quoted", {braced}', 'ñandú · 東京 · 🎉', '', 'NULL'];

describe('a batch of hits written through the buffer (binary COPY, on PGlite and on PostgreSQL)', () => {
  it('stores every value as it was: text of any kind, nulls, counts, arrays of 64-bit visitors, milliseconds, two months', async () => {
    const events: StatsEvent[] = AWKWARD.map((text, n) => ({
      ts: new Date(Date.UTC(2026, 10, 30, 23, 59, 59, 123 + n)),
      pageId: 4_000_000 + n,
      kind: 1,
      hits: n + 1,
      visitors: n === 0 ? [] : n % 2 === 0 ? [-9_223_372_036_854_775_808n + BigInt(n), 0n] : [9_223_372_036_854_775_807n - BigInt(n)],
      source: text,
      medium: n === 0 ? null : `m${n}`,
      campaign: text,
      country: 'ES',
      device: 'mobile',
      browser: text,
      os: null,
    }));
    events.push({ ts: new Date(Date.UTC(2026, 11, 1, 0, 0, 0, 1)), pageId: 4_000_100, kind: 2, itemId: 2_147_483_647, target: 'social:instagram:ana\t1', hits: 2_147_483_647 });
    events.push({ ts: new Date(Date.UTC(2026, 11, 1, 0, 0, 0, 2)), pageId: 4_000_100, kind: 0 });
    // A busy second's row: far past the room first made for a row, and past PostgreSQL's inline size.
    events.push({ ts: new Date(Date.UTC(2026, 11, 1, 0, 0, 1)), pageId: 4_000_101, kind: 1, hits: 1500, visitors: Array.from({ length: 1000 }, (_, n) => BigInt(n) * 9_007_199_254_740_993n) });

    const errors: unknown[] = [];
    const buffer = new EventBuffer<StatsEvent>(handle.db, { flushMs: 60_000, batchSize: 1000, onError: (error) => errors.push(error), prepare: prepareBatch });
    for (const event of events) buffer.push(event);
    await buffer.flush();
    expect(errors).toEqual([]);

    const rows = await queryRows<Record<string, unknown>>(
      handle.db,
      sql`select to_char(ts at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') as ts, page_id, kind, item_id, target, hits, visitors::text as visitors,
                 source, medium, campaign, country, device, browser, os, tableoid::regclass::text as part
          from stats_events where page_id >= 4000000 order by ts`,
    );
    expect(rows).toHaveLength(events.length);
    rows.forEach((row, n) => {
      const event = events[n]!;
      expect(row).toEqual({
        ts: event.ts.toISOString().replace('T', ' ').replace('Z', ''),
        page_id: event.pageId,
        kind: event.kind,
        item_id: event.itemId ?? null,
        target: event.target ?? null,
        hits: event.hits ?? 1,
        visitors: event.visitors ? `{${event.visitors.join(',')}}` : null,
        source: event.source ?? null,
        medium: event.medium ?? null,
        campaign: event.campaign ?? null,
        country: event.country ?? null,
        device: event.device ?? null,
        browser: event.browser ?? null,
        os: event.os ?? null,
        part: n < AWKWARD.length ? 'stats_events_p202611' : 'stats_events_p202612',
      });
    });
  });

  it('writes nothing of a batch the database refuses, reports it, and the next batch and queries go on', async () => {
    const errors: unknown[] = [];
    let spoil = true;
    const buffer = new EventBuffer<StatsEvent>(handle.db, {
      flushMs: 60_000,
      batchSize: 1000,
      onError: (error) => errors.push(error),
      prepare: (batch) => {
        const prepared = prepareBatch(batch);
        if (!spoil) return prepared;
        // The last tuple's field count made wrong: COPY fails after the first tuples went in.
        const copy = prepared.copy.slice();
        copy.set([0x00, 0x63, 0xff, 0xff], copy.length - 4);
        return { ...prepared, copy };
      },
    });
    const hit = (n: number): StatsEvent => ({ ts: new Date(Date.UTC(2026, 10, 20, 12, 0, 0, n)), pageId: 4_000_200, kind: 1 });
    for (let n = 0; n < 3; n++) buffer.push(hit(n));
    await buffer.flush();
    expect(errors).toHaveLength(1);
    const count = async () => (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from stats_events where page_id = 4000200`))[0]?.n;
    expect(await count()).toBe(0);

    spoil = false;
    for (let n = 0; n < 3; n++) buffer.push(hit(n));
    await buffer.flush();
    expect(errors).toHaveLength(1);
    expect(await count()).toBe(3);
  });

  it('hands a batch over at batchSize hits, however many values each hit pushed (decision 713)', async () => {
    const batches: number[][] = [];
    const buffer = new EventBuffer<number>(handle.db, {
      flushMs: 60_000,
      batchSize: 2,
      valuesPerHit: 3,
      onError: (error) => expect.fail(String(error)),
      prepare: (values) => {
        batches.push([...values]);
        return { months: [], rows: 0, hits: values.length / 3, copy: new Uint8Array(0) };
      },
    });
    const hit = (n: number) => {
      buffer.values.push(n, n + 1, n + 2);
      buffer.added();
    };
    hit(10);
    expect(buffer.size).toBe(1);
    expect(batches).toEqual([]);
    hit(20);
    // The second hit's six values make a batch of two hits, handed over at once.
    expect(buffer.size).toBe(0);
    hit(30);
    await buffer.flush();
    expect(batches).toEqual([
      [10, 11, 12, 20, 21, 22],
      [30, 31, 32],
    ]);
  });
});
