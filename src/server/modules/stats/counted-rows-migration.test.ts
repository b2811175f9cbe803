import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_FOLDER } from '../../db/client';
import * as schema from '../../db/schema';
import { queryRows } from '../../db/rows';

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

describe('migration 0013: raw rows that count their hits (decision 711)', () => {
  it('turns each stored hit into a row of one hit and its one visitor', async () => {
    const before = migrationsUpTo('0012_stats_day_visitors_without_fk');
    const client = new PGlite();
    try {
      const pglite = drizzle(client, { schema });
      const db = pglite as unknown as Database;
      await migrate(pglite, { migrationsFolder: before.folder });
      await db.execute(sql`create table stats_events_p202611 partition of stats_events for values from ('2026-11-01') to ('2026-12-01')`);
      await db.execute(sql`
        insert into stats_events (ts, page_id, kind, item_id, target, visitor, source) values
          ('2026-11-20T10:00:00Z', 1, 1, null, null, -9223372036854775808, 'Instagram'),
          ('2026-11-20T10:00:00Z', 1, 1, null, null, 42, 'Instagram'),
          ('2026-11-20T10:00:01Z', 1, 2, 7, '', 42, null),
          ('2026-11-20T10:00:02Z', 1, 0, null, null, null, null)`);

      await migrate(pglite, { migrationsFolder: MIGRATIONS_FOLDER });
      const rows = await queryRows<{ kind: number; hits: number; visitors: string | null; part: string }>(
        db,
        sql`select kind, hits, visitors::text as visitors, tableoid::regclass::text as part from stats_events order by ts, visitors`,
      );
      expect(rows).toEqual([
        { kind: 1, hits: 1, visitors: '{-9223372036854775808}', part: 'stats_events_p202611' },
        { kind: 1, hits: 1, visitors: '{42}', part: 'stats_events_p202611' },
        { kind: 2, hits: 1, visitors: '{42}', part: 'stats_events_p202611' },
        { kind: 0, hits: 1, visitors: null, part: 'stats_events_p202611' },
      ]);
    } finally {
      await client.close();
      before.remove();
    }
  });
});
