import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createPage, heading, storeImage } from '../test/factories';
import { createScratchDatabase } from '../test/scratch-database';
import { createTestApp } from '../test/test-app';
import { type DatabaseHandle, openDatabase } from './client';
import { copyDatabase } from './copy-database';
import { queryRows } from './rows';
import { pages } from './schema';

const serverUrl = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** An embedded site with a bit of everything: accounts, sessions, pages and subpages, blocks, files. */
async function seedSite(database: DatabaseHandle): Promise<{ pageIds: number[] }> {
  const t = await createTestApp({ database });
  try {
    const ana = await t.user();
    const luis = await t.user();
    const home = await createPage(t, ana, { title: 'Ana López' });
    await createItem(t, ana, home.id, heading('Hola, soy Ana'));
    await createItem(t, ana, home.id, { type: 'text', content: { text: 'Línea con acentos: ñandú, café ☕' } });
    await createItem(t, ana, home.id, { type: 'subpage', content: { title: 'Proyectos' } });
    const other = await createPage(t, luis, { title: 'Luis' });
    await createItem(t, luis, other.id, { type: 'link', content: { url: 'https://luis.example', title: 'Web' } });
    await storeImage(t, ana);
    // A page whose parent was created after it (a larger id): the copy must still insert parents first.
    const early = await createPage(t, ana, { title: 'Hija antigua' });
    const late = await createPage(t, ana, { title: 'Madre nueva' });
    await database.db.update(pages).set({ parentPageId: late.id }).where(eq(pages.id, early.id));
    return { pageIds: [home.id, other.id, early.id, late.id] };
  } finally {
    await t.close();
  }
}

describe.skipIf(!serverUrl)('db:copy from an embedded site to PostgreSQL (decision 835)', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl as string, 'linkhub_copy');
  });
  afterAll(() => scratch?.drop());

  it('copies every table, verifies it, moves the sequences on, and does nothing when run again', async () => {
    const source = await openDatabase({ kind: 'pglite' });
    const target = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    try {
      await seedSite(source);
      const report = await copyDatabase(source.db, target.db);
      expect(report.ok).toBe(true);
      expect(report.alreadyCopied).toBe(false);
      const byTable = Object.fromEntries(report.tables.map((entry) => [entry.table, entry]));
      for (const table of ['users', 'auth_sessions', 'auth_refresh_tokens', 'pages', 'items', 'storage_objects']) {
        expect(byTable[table]?.sourceRows, table).toBeGreaterThan(0);
        expect(byTable[table]).toMatchObject({ targetRows: byTable[table]?.sourceRows, copied: byTable[table]?.sourceRows, same: true });
      }
      // Timestamps keep their microseconds, JSON its accents.
      const [a] = await queryRows<{ t: string }>(source.db, sql`select min(created_at)::text as t from items`);
      const [b] = await queryRows<{ t: string }>(target.db, sql`select min(created_at)::text as t from items`);
      expect(b?.t).toBe(a?.t);

      // New rows on the target take ids after the copied ones.
      const t = await createTestApp({ database: target });
      try {
        const owner = await t.user();
        const fresh = await createPage(t, owner, { title: 'Nueva en PostgreSQL' });
        const [max] = await queryRows<{ id: number }>(source.db, sql`select max(id)::int as id from pages`);
        expect(fresh.id).toBeGreaterThan(max?.id ?? 0);
        await t.request({ method: 'DELETE', url: `/api/pages/${fresh.id}`, as: owner });
        await queryRows(target.db, sql`delete from users where id = ${owner.id}`);
      } finally {
        await t.close();
      }

      const again = await copyDatabase(source.db, target.db);
      expect(again.alreadyCopied).toBe(true);
      expect(again.tables.every((entry) => entry.same && entry.copied === 0)).toBe(true);

      // A target with other rows is refused, and left as it was.
      await queryRows(target.db, sql`update pages set title = 'Cambiada' where id = (select min(id) from pages)`);
      await expect(copyDatabase(source.db, target.db)).rejects.toThrow(/not empty .* differs/);
    } finally {
      await source.close();
      await target.close();
    }
  });

  it('runs as npm run db:copy: a table of counts, exit 0, and exit 0 again with nothing written', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'linkhub-copy-'));
    const second = await createScratchDatabase(serverUrl as string, 'linkhub_copy_cli');
    try {
      const site = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      await seedSite(site);
      await site.close();
      const run = () =>
        spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/db-copy.ts', '--to', second.url, '--data-dir', dataDir], {
          cwd: ROOT,
          encoding: 'utf8',
          env: { ...process.env, DATABASE_URL: '' },
          timeout: 120_000,
        });
      const first = run();
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/\| pages +\| +\d+ \| +\d+ \| +\d+ \| yes +\|/);
      expect(first.stdout).toContain('Copied in');
      const rerun = run();
      expect(rerun.status, rerun.stderr).toBe(0);
      expect(rerun.stdout).toContain('nothing was written');
    } finally {
      await second.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
