import path from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { items, pages } from '../../src/server/db/schema';
import { freshDataDir, startServer } from './server';

export interface LegacyServer {
  baseURL: string;
  slug: string;
  stop(): Promise<void>;
}

/**
 * A second server whose database already holds rows written before validation existed (unsafe
 * addresses, content stored as JSON text). The API refuses such rows today, so they are written
 * into the database before the server starts; the server picks a free port.
 */
export async function startLegacyServer(): Promise<LegacyServer> {
  const dataDir = freshDataDir('legacy');
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  const [page] = await database.db.insert(pages).values({ title: 'Página antigua', slug: 'pagina-antigua' }).returning();
  if (!page) throw new Error('seed failed');
  await database.db.insert(items).values([
    { pageId: page.id, type: 'link', order: 0, content: { url: 'javascript:alert(document.domain)', title: 'Enlace malicioso' } },
    { pageId: page.id, type: 'heading', order: 1, content: { text: 'Titular trampa', linkUrl: ' JAVASCRIPT:alert(1)' } },
    { pageId: page.id, type: 'text', order: 2, content: JSON.stringify({ text: 'Texto guardado como JSON', linkUrl: 'javascript:void(0)' }) as never },
    { pageId: page.id, type: 'contactCard', order: 3, content: { name: 'Eva', website: 'javascript:alert(2)', linkedinUrl: 'data:text/html,x' } },
    { pageId: page.id, type: 'image', order: 4, content: { imageUrl: 'https://images.test/a.png', altText: 'Foto', linkUrl: 'javascript:alert(3)' } },
  ]);
  await database.close();

  const server = await startServer({ dataDir });
  return { baseURL: server.baseURL, slug: page.slug, stop: () => server.stop() };
}
