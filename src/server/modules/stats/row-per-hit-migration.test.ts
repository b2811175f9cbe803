import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_FOLDER } from '../../db/client';
import { queryRows } from '../../db/rows';
import * as schema from '../../db/schema';
import { createScratchDatabase } from '../../test/scratch-database';

/** The migrations up to `tag`, in a folder of their own. */
function migrationsUpTo(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'linkhub-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThanOrEqual(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** A database of this test's engine (PGlite, or a scratch database on TEST_DATABASE_URL) and its migrator. */
async function openEngine(): Promise<{ db: Database; migrate: (folder: string) => Promise<void>; close: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite();
    const db = drizzlePglite(client, { schema });
    return { db: db as unknown as Database, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'linkhub_migration');
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}

/** Hits, distinct visitors and rows per page, kind and UTC day: what every count of the statistics is made of. */
const COUNTS_BEFORE = sql`select e.page_id as page, e.kind, (e.ts at time zone 'UTC')::date::text as day,
    (sum(e.hits) filter (where coalesce(h.n, 1) = 1))::int as hits, count(distinct h.v)::int as visitors
  from stats_events e left join lateral unnest(e.visitors) with ordinality h (v, n) on true group by 1, 2, 3 order by 1, 2, 3`;
const COUNTS_AFTER = sql`select page_id as page, kind, (ts at time zone 'UTC')::date::text as day, count(*)::int as hits, count(distinct visitor)::int as visitors
  from stats_events group by 1, 2, 3 order by 1, 2, 3`;

describe('migration 0016: one raw row per hit, on a database made by the current release (decision 714)', () => {
  it('expands each row into its hits, keeps every hash and every count, in the same monthly partitions', async () => {
    const before = migrationsUpTo('0015_old_slugs_left_at');
    const engine = await openEngine();
    try {
      const { db } = engine;
      await engine.migrate(before.folder);
      for (const [month, from, to] of [['202610', '2026-10-01', '2026-11-01'], ['202611', '2026-11-01', '2026-12-01']]) {
        await db.execute(sql.raw(`create table stats_events_p${month} partition of stats_events for values from ('${from}') to ('${to}')`));
      }
      // The shapes the current release writes (decision 711): a second's alike hits with their new hashes.
      await db.execute(sql`
        insert into stats_events (ts, page_id, kind, item_id, target, hits, visitors, source, country, device) values
          ('2026-11-20T10:00:00Z', 1, 1, null, null, 3, '{1,-9223372036854775808}', 'Instagram', 'ES', 'Móvil'),
          ('2026-11-20T10:00:01Z', 1, 1, null, null, 2, '{}', 'Instagram', 'ES', 'Móvil'),
          ('2026-11-20T10:00:02Z', 1, 1, null, null, 1, '{1}', 'Directo', 'ZZ', 'Ordenador'),
          ('2026-11-20T10:00:02Z', 1, 2, 7, 'website', 2, '{42,43}', null, null, null),
          ('2026-11-20T10:00:03Z', 1, 0, null, null, 5, null, null, null, null),
          ('2026-10-31T23:59:59Z', 2, 1, null, null, 4, '{9,10,11,12}', 'X', 'MX', 'Tableta')`);
      const counts = await queryRows(db, COUNTS_BEFORE);
      expect(counts).toHaveLength(4);

      await engine.migrate(MIGRATIONS_FOLDER);
      expect(await queryRows(db, COUNTS_AFTER)).toEqual(counts);
      const rows = await queryRows<{ kind: number; visitor: string | null; source: string | null; part: string }>(
        db,
        sql`select kind, visitor::text as visitor, source, tableoid::regclass::text as part from stats_events order by ts, kind, visitor`,
      );
      expect(rows).toEqual([
        ...['10', '11', '12', '9'].map((visitor) => ({ kind: 1, visitor, source: 'X', part: 'stats_events_p202610' })),
        ...['-9223372036854775808', '1', '1'].map((visitor) => ({ kind: 1, visitor, source: 'Instagram', part: 'stats_events_p202611' })),
        ...[null, null].map((visitor) => ({ kind: 1, visitor, source: 'Instagram', part: 'stats_events_p202611' })),
        { kind: 1, visitor: '1', source: 'Directo', part: 'stats_events_p202611' },
        { kind: 2, visitor: '42', source: null, part: 'stats_events_p202611' },
        { kind: 2, visitor: '43', source: null, part: 'stats_events_p202611' },
        ...Array.from({ length: 5 }, () => ({ kind: 0, visitor: null, source: null, part: 'stats_events_p202611' })),
      ]);
    } finally {
      await engine.close();
      before.remove();
    }
  });
});
