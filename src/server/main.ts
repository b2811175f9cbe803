import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app';
import { authSetup } from './auth/setup';
import { loadConfig } from './config';
import { openInfrastructure } from './infrastructure';
import { exitGracefullyOnSignals } from './lib/graceful-shutdown';
import { logSerializers } from './lib/log-serializers';
import { createOutboundClient } from './lib/outbound';
import { PROJECT_ROOT } from './project-root';
import { type AuthScreens, loadBuiltAuthScreens } from './modules/auth-screens/renderer';
import { createViteRenderer, loadBuiltRenderer, type PublicRenderer } from './modules/public-view/renderer';
import { grantAdminAddresses } from './modules/admin/admin-grants';
import { collectUnusedImagesPeriodically } from './modules/storage/collect-unused-images';
import { sweepOrphanFiles } from './modules/storage/sweep-orphans';

/** Files younger than this may belong to another instance's upload in progress (decision 832). */
const SHARED_STORE_ORPHAN_GRACE_MS = 60 * 60 * 1000;

const config = loadConfig();
const log = pino({ level: config.logLevel, serializers: logSerializers });
const infrastructure = await openInfrastructure(config, log);
const { database, objectStore } = infrastructure;
const projectRoot = PROJECT_ROOT;
const clientDir = path.join(projectRoot, 'dist/client');
const app = await buildApp({
  db: database.db,
  ...authSetup(config, database.db),
  objectStore,
  changes: infrastructure.changes,
  counters: infrastructure.counters,
  ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  siteName: config.siteName,
  trustProxy: config.trustProxy,
  limits: config.limits,
  cspImageSources: config.cspImageSources,
  outbound: createOutboundClient({ allowHosts: config.outboundAllowHosts, resolve: config.outboundResolve }),
  ...(config.customDomains ? { customDomains: config.customDomains } : {}),
  webhooks: { allowHosts: config.outboundAllowHosts, perUser: config.webhooksPerUser },
  adminEmails: config.adminEmails,
  ...(config.adminContact ? { adminContact: config.adminContact } : {}),
  signups: config.signups,
  clientDir,
  mode: config.production ? 'production' : 'development',
  loggerInstance: log,
  publicRenderer: await loadPublicRenderer(),
  authScreens: await loadAuthScreens(),
  stats: config.stats,
  oidc: config.oidc,
  passwordSignIn: config.passwordSignIn,
});
if (config.databaseUrl && !config.authJwtSecret && !config.hosted) {
  app.log.warn(
    'DATABASE_URL is set without AUTH_JWT_SECRET: this instance signs tokens with the secret kept in its own DATA_DIR. Several instances must share one AUTH_JWT_SECRET, or each refuses the others\' sign-ins.',
  );
}

// ADMIN_EMAILS addresses already held by an account make it admin now, once (decision 122).
if (!config.hosted) await grantAdminAddresses(database.db, new Set(config.adminEmails));

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

/** The server-rendered /login and /register of the build (decision 405); the browser draws them otherwise. */
async function loadAuthScreens(): Promise<AuthScreens | undefined> {
  if (!config.production) return undefined;
  try {
    return await loadBuiltAuthScreens({ ssrDir: path.join(projectRoot, 'dist/ssr'), clientDir });
  } catch (error) {
    console.warn(`/login and /register are drawn in the browser: ${(error as Error).message}. Run "npm run build".`);
    return undefined;
  }
}

// A shared bucket may hold another instance's upload whose row is not committed yet: only files
// older than the grace are orphans there. One folder per server: every file without a row is.
const swept = await sweepOrphanFiles(
  { db: database.db, store: objectStore },
  objectStore.kind === 's3' ? { olderThan: new Date(Date.now() - SHARED_STORE_ORPHAN_GRACE_MS) } : {},
);
if (swept.unfinished + swept.orphanFiles > 0) {
  app.log.warn(`Removed ${swept.orphanFiles} stored files no row names and ${swept.unfinished} unfinished writes`);
}
if (swept.missingFiles.length > 0) {
  app.log.error(`${swept.missingFiles.length} stored objects have lost their file: ${swept.missingFiles.slice(0, 10).join(', ')}`);
}

// Images no page or block uses any more stop counting against their owner (decision 823).
const stopCollecting = collectUnusedImagesPeriodically(
  { db: database.db, store: objectStore },
  {
    done: ({ removed, bytes }) => removed > 0 && app.log.info(`Deleted ${removed} images no page uses any more (${bytes} bytes)`),
    failed: (error) => app.log.error({ err: error }, 'Could not delete unused images'),
  },
);

exitGracefullyOnSignals({
  app,
  closeResources: () => {
    stopCollecting();
    return infrastructure.close();
  },
  timeoutMs: config.shutdownTimeoutMs,
  drainMs: config.shutdownDrainMs,
});

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `LinkHub (${database.kind}, ${objectStore.kind === 's3' ? 'files in S3' : 'files in DATA_DIR'}, ${infrastructure.counters.kind} counters, ${
    config.hosted ? `hosted Supabase at ${config.hosted.url}` : 'embedded auth'
  }) on http://localhost:${config.port}`,
);
