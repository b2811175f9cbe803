import path from 'node:path';
import { buildApp } from './app';
import { authSetup } from './auth/setup';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createViteRenderer, loadBuiltRenderer, type PublicRenderer } from './modules/public-view/renderer';
import { fsObjectStore } from './modules/storage/fs-object-store';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
const projectRoot = path.resolve(import.meta.dirname, '../..');
const clientDir = path.join(projectRoot, 'dist/client');
const app = await buildApp({
  db: database.db,
  ...authSetup(config, database.db),
  objectStore: fsObjectStore(path.join(config.dataDir, 'uploads')),
  ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  siteName: config.siteName,
  trustProxy: config.trustProxy,
  limits: config.limits,
  cspImageSources: config.cspImageSources,
  clientDir,
  mode: config.production ? 'production' : 'development',
  logger: { level: config.logLevel },
  publicRenderer: await loadPublicRenderer(),
});
if (config.smtpUrl && !config.publicUrl) {
  app.log.warn('SMTP_URL is set without PUBLIC_URL: confirmation links take their origin from the Host header.');
}

/** Production renders with the built bundle (npm run build); development through Vite. */
async function loadPublicRenderer(): Promise<PublicRenderer | undefined> {
  try {
    return config.production
      ? await loadBuiltRenderer({ ssrDir: path.join(projectRoot, 'dist/ssr'), clientDir })
      : await createViteRenderer(projectRoot);
  } catch (error) {
    console.warn(`The public page is not served: ${(error as Error).message}. Run "npm run build".`);
    return undefined;
  }
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing requests in flight, then closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `LinkHub (${database.kind}, ${config.hosted ? `hosted Supabase at ${config.hosted.url}` : 'embedded auth'}) on http://localhost:${config.port}`,
);
