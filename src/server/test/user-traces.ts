import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';

/**
 * Every table of the database (whatever later migrations add) and how many of its rows mention
 * `needle` anywhere (the row cast to text): what "no row of the user remains" checks.
 */
export async function rowsMentioning(db: Database, needles: string[]): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    for (const needle of needles) {
      const [row] = await queryRows<{ total: number | string }>(
        db,
        sql`select count(*) as total from ${sql.raw(quoted)} as r where position(lower(${needle}) in lower(r::text)) > 0`,
      );
      const total = Number(row?.total ?? 0);
      if (total > 0) found[name] = (found[name] ?? 0) + total;
    }
  }
  return found;
}

/** The names of the database's tables (to show a check covered them all). */
export async function tableNames(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}
