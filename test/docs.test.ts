import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/server/db/schema';

/** The docs stay a reference that matches the code (issue 34). */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('docs/architecture.md', () => {
  const architecture = read('docs/architecture.md');

  it('names every table of the schema', () => {
    const tables = Object.values(schema as Record<string, unknown>).flatMap((value) => (value instanceof PgTable ? [getTableConfig(value).name] : []));
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((name) => !architecture.includes(`\`${name}\``))).toEqual([]);
  });

  it('names every module folder of the server', () => {
    const modules = readdirSync(path.join(root, 'src/server/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.length).toBeGreaterThan(5);
    expect(modules.filter((name) => !architecture.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('the reference docs', () => {
  it('keep README.md and bench/README.md at most 300 lines each', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(300);
    expect(read('bench/README.md').split('\n').length).toBeLessThanOrEqual(300);
  });

  it('start every decision record with its Date: and Status:', () => {
    const records = readdirSync(path.join(root, 'docs/decisions')).filter((name) => /^\d{3}-.*\.md$/.test(name) && name !== '000-template.md');
    const missing = records.filter((name) => {
      const head = read(`docs/decisions/${name}`).split('\n').slice(0, 6).join('\n');
      return !/^Date: \d{4}-\d{2}-\d{2}/m.test(head) || !/^Status: (accepted|superseded by \d{3})/m.test(head);
    });
    expect(records.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('name only benchmarks that exist in bench/README.md', () => {
    const named = [...read('bench/README.md').matchAll(/`bench\/([a-z0-9-]+\.ts)`/g)].map((match) => match[1] ?? '');
    const present = new Set(readdirSync(path.join(root, 'bench')));
    expect(named.filter((file) => !present.has(file))).toEqual([]);
  });
});
