/**
 * `npm run db:copy -- --to postgres://user:password@host:5432/linkhub [--data-dir ./data]`
 *
 * Copies an embedded site (PGlite in DATA_DIR/db) into an empty PostgreSQL database: migrates the
 * target (under the migration lock), copies every table in one transaction, checks each table's
 * rows and content, and prints a table. Run again, it finds the rows already there and writes
 * nothing; a target holding other rows is refused. Stop the server first: PGlite's folder belongs
 * to one process at a time. Exit status 0 when every table matches (decision 835).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { type TableCopy, copyDatabase } from '../db/copy-database';
import { printTable } from './print-table';

const { values } = parseArgs({ options: { to: { type: 'string' }, 'data-dir': { type: 'string' } } });
if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error('Usage: npm run db:copy -- --to postgres://user:password@host:5432/database [--data-dir ./data]');
  process.exit(2);
}
const dataDir = path.resolve(values['data-dir'] ?? loadConfig().dataDir);

const source = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
const target = await openDatabase({ kind: 'postgres', url: values.to, poolSize: 2 });
let exitCode = 0;
try {
  const started = Date.now();
  const report = await copyDatabase(source.db, target.db);
  show(report.tables);
  if (report.alreadyCopied) console.log('\nThe target already holds exactly these rows: nothing was written.');
  else console.log(`\nCopied in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (!report.ok) {
    console.error('Some tables differ after the copy (see "Same").');
    exitCode = 1;
  }
} catch (error) {
  const report = (error as { report?: TableCopy[] }).report;
  if (report) show(report);
  console.error(`\n${(error as Error).message}`);
  exitCode = 1;
} finally {
  await source.close();
  await target.close();
}
process.exit(exitCode);

function show(tables: TableCopy[]) {
  printTable(
    ['Table', 'Rows (source)', 'Rows (target)', 'Copied', 'Same'],
    tables.map((entry) => [entry.table, entry.sourceRows, entry.targetRows, entry.copied, entry.same ? 'yes' : 'NO']),
  );
}
