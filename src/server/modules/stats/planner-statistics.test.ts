import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/rows';
import { openTestDatabase } from '../../test/test-database';
import { EventBuffer, type StatsEvent } from './event-buffer';
import { prepareBatch } from './event-rows';
import { passEndQuery } from './roll-up';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** October 2026: a month no other test writes, so the partition's size is this test's. */
const PAGE = 4_100_000;
const START = Date.UTC(2026, 9, 14, 10, 0, 0);
const hits = (from: number, count: number): StatsEvent[] =>
  Array.from({ length: count }, (_, n) => ({ ts: new Date(START + (from + n) * 100), pageId: PAGE, kind: 1, visitors: [BigInt(from + n)], source: 'Directo' }));

async function write(buffer: EventBuffer<StatsEvent>, events: StatsEvent[]): Promise<void> {
  for (const event of events) buffer.push(event);
  await buffer.flush();
}

/** The plan of the rollup's pass-end query, as text. */
async function passEndPlan(): Promise<string> {
  const plan = await queryRows<Record<string, string>>(handle.db, sql`explain ${passEndQuery(PAGE, new Date(START + 3_600_000).toISOString(), 500)}`);
  return plan.map((row) => Object.values(row)[0]).join('\n');
}

describe('the planner statistics of the raw hits (decision 709)', () => {
  it('on PGlite, which has no autovacuum, analyzes a partition once it has grown by 50 rows and 10 %; on PostgreSQL leaves it to autovacuum', async () => {
    const errors: unknown[] = [];
    const buffer = new EventBuffer<StatsEvent>(handle.db, { flushMs: 60_000, batchSize: 1000, onError: (error) => errors.push(error), prepare: prepareBatch });
    if (handle.kind === 'postgres') {
      expect(buffer.plannerStatistics).toBeNull();
      return;
    }
    const statistics = buffer.plannerStatistics!;
    const rows = async () => (await queryRows<{ rows: number }>(handle.db, sql`select reltuples::float8 as rows from pg_class where relname = 'stats_events_p202610'`))[0]?.rows;

    await write(buffer, hits(0, 3000));
    expect(await statistics.refresh()).toEqual(['202610']);
    expect(await rows()).toBe(3000);
    expect(await statistics.refresh()).toEqual([]);

    // 50 + 10 % of 3,000 = 350 rows: 300 more are not enough, 100 after them are.
    await write(buffer, hits(3000, 300));
    expect(await statistics.refresh()).toEqual([]);
    await write(buffer, hits(3300, 100));
    expect(await statistics.refresh()).toEqual(['202610']);
    expect(await rows()).toBe(3400);
    expect(errors).toEqual([]);
  });

  it("with statistics, a pass of the rollup walks the page's index from its mark instead of sorting every raw hit of the page", async () => {
    if (handle.kind === 'postgres') {
      const buffer = new EventBuffer<StatsEvent>(handle.db, { flushMs: 60_000, batchSize: 1000, onError: () => undefined, prepare: prepareBatch });
      await write(buffer, hits(0, 3400));
      await handle.db.execute(sql`analyze stats_events_p202610`);
    }
    const plan = await passEndPlan();
    expect(plan).toMatch(/Index (Only )?Scan using stats_events_p202610_page_id_ts_idx/);
    // The mark bounds the walk: `ts >= $2` (PostgreSQL 15) or `ts >= (InitPlan 3).col1` (PGlite's 17).
    expect(plan).toMatch(/Index Cond: \(\(page_id = \d+\) AND \(ts >= (\$\d+|\(InitPlan)/);
    expect(plan).not.toMatch(/Sort/);
  });
});
