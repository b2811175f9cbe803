import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client';

/** The SQL files in order, each split as drizzle applies them. */
function statements(file: string): string[] {
  return readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((sql) => sql.trim())
    .filter(Boolean);
}

describe('the themes migration (decision 310)', () => {
  it('keeps a page made before it as it looked, and gives new pages the new defaults', async () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql')).sort();
    const themes = files.findIndex((file) => file.includes('themes_and_sharing'));
    expect(themes).toBeGreaterThan(0);
    const db = new PGlite();
    try {
      for (const file of files.slice(0, themes)) for (const sql of statements(file)) await db.exec(sql);
      await db.exec(`insert into pages (title, slug) values ('Antes', 'antes')`);
      for (const file of files.slice(themes)) for (const sql of statements(file)) await db.exec(sql);
      await db.exec(`insert into pages (title, slug) values ('Después', 'despues')`);
      const rows = await db.query<Record<string, unknown>>(
        'select slug, theme, show_link_domain, profile_image_size, social_links, social_position, bio, button_shape, og_title from pages order by id',
      );
      expect(rows.rows).toEqual([
        { slug: 'antes', theme: 'custom', show_link_domain: true, profile_image_size: 'large', social_links: [], social_position: 'above', bio: '', button_shape: null, og_title: null },
        { slug: 'despues', theme: 'claro', show_link_domain: false, profile_image_size: 'medium', social_links: [], social_position: 'above', bio: '', button_shape: null, og_title: null },
      ]);
    } finally {
      await db.close();
    }
  });
});
