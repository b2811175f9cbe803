import { sql } from 'drizzle-orm';
import type { Database, Executor } from './client';
import { queryRows } from './rows';

/** One table's outcome: rows and a fingerprint of their content on each side. */
export interface TableCopy {
  table: string;
  sourceRows: number;
  targetRows: number;
  copied: number;
  /** Content fingerprints are equal (md5 of every row's text, in a fixed order). */
  same: boolean;
}

export interface CopyReport {
  tables: TableCopy[];
  /** The target already held exactly the source's rows: nothing was written. */
  alreadyCopied: boolean;
  ok: boolean;
}

const BATCH = 500;

interface TableInfo {
  name: string;
  /** A column that references this same table (pages.parent_page_id), copied parents first. */
  selfReference: { column: string; referenced: string } | null;
  /** Tables this one references (copied before it). */
  dependsOn: string[];
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** The tables of the public schema, each after the tables it references. */
async function tablesInOrder(db: Executor): Promise<TableInfo[]> {
  const tables = await queryRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const keys = await queryRows<{ child: string; parent: string; columns: string[]; referenced: string[] }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
          array(select attname from pg_attribute where attrelid = c.conrelid and attnum = any(c.conkey) order by attnum)::text[] as columns,
          array(select attname from pg_attribute where attrelid = c.confrelid and attnum = any(c.confkey) order by attnum)::text[] as referenced
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1');
  const infos = new Map<string, TableInfo>(tables.map((table) => [table.name, { name: table.name, selfReference: null, dependsOn: [] }]));
  for (const key of keys) {
    const child = infos.get(unquote(key.child));
    const parent = unquote(key.parent);
    if (!child) continue;
    if (parent === child.name) {
      if (key.columns.length !== 1 || key.referenced.length !== 1) throw new Error(`${child.name}: a self reference over several columns is not supported`);
      child.selfReference = { column: key.columns[0] as string, referenced: key.referenced[0] as string };
    } else {
      child.dependsOn.push(parent);
    }
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (info: TableInfo, path: Set<string>) => {
    if (placed.has(info.name)) return;
    if (path.has(info.name)) throw new Error(`Tables reference each other in a cycle: ${[...path].join(' -> ')}`);
    path.add(info.name);
    for (const parent of info.dependsOn) {
      const parentInfo = infos.get(parent);
      if (parentInfo) visit(parentInfo, path);
    }
    path.delete(info.name);
    placed.add(info.name);
    ordered.push(info);
  };
  for (const info of infos.values()) visit(info, new Set());
  return ordered;
}

/**
 * Count and fingerprint of a table: the md5 of its rows' md5s in sorted order, so that equal
 * contents give equal fingerprints on PGlite and on a PostgreSQL server whatever the physical order
 * (timestamps printed in UTC).
 */
async function fingerprint(db: Database, table: string): Promise<{ rows: number; hash: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const [row] = await queryRows<{ rows: number; hash: string }>(
      tx,
      sql`select count(*)::int as rows, coalesce(md5(string_agg(h, '' order by h)), '') as hash
          from (select md5(t::text) as h from ${ident(table)} t) as hashes`,
    );
    return row ?? { rows: 0, hash: '' };
  });
}

/**
 * Hands the rows of a table to `handle` as JSON arrays of at most BATCH rows, read through a cursor
 * (one pass, whatever the size), parents before children for a self reference.
 */
async function eachBatch(source: Database, table: TableInfo, handle: (rows: string) => Promise<void>): Promise<void> {
  const ordered = table.selfReference
    ? sql`with recursive tree as (
            select t.*, 0 as copy_depth from ${ident(table.name)} t where ${ident(table.selfReference.column)} is null
            union all
            select c.*, tree.copy_depth + 1 from ${ident(table.name)} c join tree on c.${ident(table.selfReference.column)} = tree.${ident(table.selfReference.referenced)}
          )
          select row_to_json(tree)::text as row from tree order by copy_depth`
    : sql`select row_to_json(t)::text as row from ${ident(table.name)} t`;
  await source.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`declare copy_rows no scroll cursor for ${ordered}`);
    for (;;) {
      const page = await queryRows<{ row: string }>(tx, sql`fetch ${sql.raw(String(BATCH))} from copy_rows`);
      if (page.length === 0) break;
      await handle(`[${page.map((entry) => entry.row).join(',')}]`);
    }
    await tx.execute(sql`close copy_rows`);
  });
}

/**
 * Copies every table of `source` (an embedded PGlite site) into `target` (an empty PostgreSQL
 * database, already migrated to the same version), in one transaction, then verifies each table's
 * row count and content fingerprint and moves the id sequences past the copied ids. Run again on a
 * target that holds exactly the source's rows, it writes nothing and says so; a target with other
 * rows is refused (decision 835).
 */
export async function copyDatabase(source: Database, target: Database): Promise<CopyReport> {
  const tables = await tablesInOrder(source);
  const targetTables = new Set((await tablesInOrder(target)).map((table) => table.name));
  const missing = tables.filter((table) => !targetTables.has(table.name)).map((table) => table.name);
  if (missing.length > 0) throw new Error(`The target lacks tables ${missing.join(', ')}: is it at the same version?`);

  const before = await Promise.all(tables.map(async (table) => ({ table: table.name, source: await fingerprint(source, table.name), target: await fingerprint(target, table.name) })));
  const nonEmpty = before.filter((entry) => entry.target.rows > 0);
  if (nonEmpty.length > 0) {
    const identical = before.every((entry) => entry.source.rows === entry.target.rows && entry.source.hash === entry.target.hash);
    const report = before.map((entry) => ({
      table: entry.table,
      sourceRows: entry.source.rows,
      targetRows: entry.target.rows,
      copied: 0,
      same: entry.source.rows === entry.target.rows && entry.source.hash === entry.target.hash,
    }));
    if (identical) return { tables: report, alreadyCopied: true, ok: true };
    throw Object.assign(
      new Error(`The target database is not empty (${nonEmpty.map((entry) => `${entry.table}: ${entry.target.rows} rows`).join(', ')}) and differs from the source: nothing was copied.`),
      { report },
    );
  }

  const copied = new Map<string, number>();
  await target.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    for (const table of tables) {
      let count = 0;
      await eachBatch(source, table, async (batch) => {
        const result = await queryRows<{ n: number }>(
          tx,
          sql`with inserted as (
                insert into ${ident(table.name)} select * from json_populate_recordset(null::${ident(table.name)}, ${batch}::json) returning 1
              ) select count(*)::int as n from inserted`,
        );
        count += result[0]?.n ?? 0;
      });
      copied.set(table.name, count);
      // Ids given by a sequence continue after the copied ones.
      const serials = await queryRows<{ column: string }>(
        tx,
        sql`select column_name as column from information_schema.columns
            where table_schema = 'public' and table_name = ${table.name} and column_default like 'nextval(%'`,
      );
      for (const { column } of serials) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${column}), coalesce((select max(${ident(column)}) from ${ident(table.name)}), 0) + 1, false)`,
        );
      }
    }
  });

  const report: TableCopy[] = [];
  for (const table of tables) {
    const [from, to] = [await fingerprint(source, table.name), await fingerprint(target, table.name)];
    report.push({ table: table.name, sourceRows: from.rows, targetRows: to.rows, copied: copied.get(table.name) ?? 0, same: from.rows === to.rows && from.hash === to.hash });
  }
  return { tables: report, alreadyCopied: false, ok: report.every((entry) => entry.same) };
}
