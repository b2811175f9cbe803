import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { items, pages } from '../../src/server/db/schema';

export interface LegacyServer {
  baseURL: string;
  slug: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A second server whose database already holds rows written before validation existed (unsafe
 * addresses, content stored as JSON text). The API refuses such rows today, so they are written
 * into the database before the server starts; the server picks a free port.
 */
export async function startLegacyServer(): Promise<LegacyServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'linkhub-e2e-legacy-'));
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

  const server: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseURL = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`legacy server did not start:\n${output}`)), 90_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.on('exit', (code) => reject(new Error(`legacy server exited with ${code}:\n${output}`)));
  });

  return {
    baseURL,
    slug: page.slug,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
