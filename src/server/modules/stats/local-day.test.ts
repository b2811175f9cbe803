import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/rows';
import { openTestDatabase } from '../../test/test-database';
import { localDayOf } from './local-day';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** Each minute of [from, to) as its own hit would name its local day: what a constant must equal. */
async function daysOfEachMinute(zone: string, from: string, to: string): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    handle.db,
    sql`select distinct (e.ts at time zone ${zone})::date::text as day
        from (select generate_series(${from}::timestamptz, ${to}::timestamptz - interval '1 microsecond', interval '1 minute') as ts) e order by 1`,
  );
  return rows.map((row) => row.day);
}

async function constantDay(zone: string, from: string, to: string): Promise<string | null> {
  const { day, single } = await localDayOf(handle.db, zone, from, to);
  if (!single) return null;
  const [row] = await queryRows<{ day: string }>(handle.db, sql`select ${day}::text as day`);
  return row!.day;
}

describe("a range's local day, once for all its hits (on PGlite and on PostgreSQL)", () => {
  it('is one constant inside a local day, the same each hit would name, in zones ahead of and behind UTC', async () => {
    const cases: [string, string, string, string][] = [
      ['Europe/Madrid', '2026-11-24T10:00:00Z', '2026-11-24T11:00:00Z', '2026-11-24'],
      // 23:00-23:59 UTC is already the next day in Madrid, and still the day before in Mexico.
      ['Europe/Madrid', '2026-11-24T23:00:00Z', '2026-11-25T00:00:00Z', '2026-11-25'],
      ['America/Mexico_City', '2026-11-25T03:00:00Z', '2026-11-25T04:00:00Z', '2026-11-24'],
      ['Asia/Kathmandu', '2026-11-24T18:15:00Z', '2026-11-24T18:16:00Z', '2026-11-25'],
      ['UTC', '2026-11-24T23:59:00Z', '2026-11-25T00:00:00Z', '2026-11-24'],
    ];
    for (const [zone, from, to, day] of cases) {
      expect(await constantDay(zone, from, to), `${zone} ${from}`).toBe(day);
      expect(await daysOfEachMinute(zone, from, to)).toEqual([day]);
    }
  });

  it('leaves each hit its own day across a local midnight or a change of the clocks', async () => {
    const cases: [string, string, string][] = [
      // Madrid's midnight (23:00 UTC in winter) inside the range.
      ['Europe/Madrid', '2026-11-24T22:30:00Z', '2026-11-24T23:30:00Z'],
      // Summer time begins in Madrid at 01:00 UTC on 2026-03-29: same day, two offsets.
      ['Europe/Madrid', '2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z'],
      // And ends at 01:00 UTC on 2026-10-25.
      ['Europe/Madrid', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z'],
      // Several days (a page's first rollup after days without hits).
      ['America/Mexico_City', '2026-11-20T00:00:00Z', '2026-11-24T00:00:00Z'],
    ];
    for (const [zone, from, to] of cases) expect(await constantDay(zone, from, to), `${zone} ${from}`).toBeNull();
    expect(await daysOfEachMinute('Europe/Madrid', '2026-11-24T22:30:00Z', '2026-11-24T23:30:00Z')).toEqual(['2026-11-24', '2026-11-25']);
  });
});
