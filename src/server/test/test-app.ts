import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type CustomDomainsOptions, type EmbeddedAuthOptions, type HostedAuthOptions, type WebhooksOptions, type WeeklyReportOptions, buildApp } from '../app';
import { ActiveSessions } from '../auth/active-sessions';
import type { SignupMode } from '@shared/schemas/account';
import type { ChangeBus } from '../changes/change-bus';
import type { CounterStore } from '../counters/counters';
import type { AbuseLimits } from '../limits';
import { type TokenVerifier, hs256Verifier } from '../auth/token-verifier';
import type { DatabaseHandle } from '../db/client';
import type { Mailer } from '../modules/auth/mailer';
import { fsObjectStore } from '../modules/storage/fs-object-store';
import type { ImageWork } from '../modules/storage/image-work';
import type { RequestTimeouts } from '../lib/request-timeouts';
import type { ObjectStore } from '../modules/storage/object-store';
import type { StatsOptions } from '../modules/stats/stats-service';
import type { PublicRenderer } from '../modules/public-view/renderer';
import { loadSourceAuthScreens, loadSourceRenderer } from './public-renderer';
import { freePort } from './free-port';
import { openTestDatabase } from './test-database';
import { TEST_JWT_SECRET } from './tokens';
import type { OutboundClient } from '../lib/outbound';
import type { OidcConfig } from '../config';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
  headers: { authorization: string };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Where uploaded files land (a temporary folder, removed on close). */
  uploadsDir: string;
  /** A new user, signed up through the real auth service, with a valid access token. */
  user(): Promise<TestUser>;
  /** app.inject with the user's token when given. */
  request(options: InjectOptions & { as?: TestUser }): Promise<LightMyRequestResponse>;
  /** Listens on a free local port (the one of `publicUrl` with a mailer; for clients that use fetch) and answers the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Mails need a public origin (decision 119): without `publicUrl`, a free local port's, which listen() takes. */
  mailer?: Mailer;
  rateLimits?: EmbeddedAuthOptions['rateLimits'];
  /** Hosted Supabase mode instead of the embedded auth service. */
  hosted?: { options: HostedAuthOptions; verifier: TokenVerifier };
  publicUrl?: string;
  /** Also serve the public page, rendered from source. */
  publicView?: boolean;
  /** Wraps the public page's renderer from source (to count its renders). */
  wrapRenderer?: (renderer: PublicRenderer) => PublicRenderer;
  /** Also serve /login and /register rendered on the server, from source (decision 405). */
  authScreens?: boolean;
  /** A built client (index.html and assets) to serve as the single-page app. */
  clientDir?: string;
  /** Content-Security-Policy mode (decision 800); production by default. */
  mode?: 'production' | 'development';
  /** Small caps to test the abuse limits (decision 801); generous ones otherwise. */
  limits?: Partial<AbuseLimits>;
  /** ADMIN_EMAILS (decision 116). */
  adminEmails?: string[];
  /** SIGNUPS (decision 115); open by default. */
  signups?: SignupMode;
  /** ADMIN_CONTACT (decision 126). */
  adminContact?: string;
  /** Logs errors to the console (while debugging a test). */
  logger?: boolean;
  /** The image-work queue to use (decision 853), to look into it. */
  imageWork?: ImageWork;
  /** Request timeouts (decision 856), short ones to test them. */
  timeouts?: Partial<RequestTimeouts>;
  /** Which proxies may set the client address; the server's default otherwise. */
  trustProxy?: string;
  /** Another store than a temporary folder (the S3 driver against s3rver). */
  objectStore?: ObjectStore;
  /** An existing database (a second instance on the same one); a fresh one otherwise. Not closed by close(). */
  database?: DatabaseHandle;
  /** The change bus (PostgreSQL LISTEN/NOTIFY for instances that share a database); in-memory otherwise. Closed by close(). */
  changes?: ChangeBus;
  /** Where rate limits and wrong passwords count; this app's memory otherwise. */
  counters?: CounterStore;
  /** Statistics (issue 15): a clock, GEOIP_DB, or `enabled: false`. Hits wait until flushed (no timer) unless given. */
  stats?: StatsOptions;
  /** The outbound client (issue 37), with an injected resolver; public addresses only otherwise. */
  outbound?: OutboundClient;
  /** OIDC_* (single sign-on, issue 41), with `outbound` allowing the provider's host. */
  oidc?: OidcConfig;
  /** The clock of schedules, drafts and redirects (issue 36): tests move it instead of waiting. */
  clock?: () => Date;
  /** PASSWORD_SIGNIN=off when false. */
  passwordSignIn?: boolean;
  /** Custom domains on (issue 39); needs publicUrl. The scheduler never runs by itself here. */
  customDomains?: CustomDomainsOptions;
  /** Signed webhooks (issue 40); the queue is only sent when a test runs it unless pollEveryMs is given. */
  webhooks?: WebhooksOptions;
  /** 'Resumen semanal por correo' (issue 42); due mails are only sent when a test runs them unless checkEveryMs is given. */
  weeklyReport?: WeeklyReportOptions;
}

const GENEROUS = { max: 10_000, timeWindowMs: 60_000 };
export const TEST_PASSWORD = 'contraseña-segura-1';

/** The real app on a fresh database; one per test file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'linkhub-uploads-'));
  const sessions = new ActiveSessions(database.db);
  await options.changes?.start();
  const port = options.mailer && !options.publicUrl ? await freePort() : 0;
  const publicUrl = options.publicUrl ?? (port ? `http://127.0.0.1:${port}` : undefined);
  const app = await buildApp({
    db: database.db,
    objectStore: options.objectStore ?? fsObjectStore(uploadsDir),
    ...(options.changes ? { changes: options.changes } : {}),
    ...(options.counters ? { counters: options.counters } : {}),
    publicRenderer: options.publicView ? (options.wrapRenderer ?? ((renderer) => renderer))(await loadSourceRenderer()) : undefined,
    authScreens: options.authScreens ? await loadSourceAuthScreens() : undefined,
    ...(publicUrl ? { publicUrl } : {}),
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.adminEmails ? { adminEmails: options.adminEmails } : {}),
    ...(options.signups ? { signups: options.signups } : {}),
    ...(options.adminContact ? { adminContact: options.adminContact } : {}),
    ...(options.logger ? { logger: { level: 'error' } } : {}),
    ...(options.imageWork ? { imageWork: options.imageWork } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.outbound ? { outbound: options.outbound } : {}),
    ...(options.oidc ? { oidc: options.oidc } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.passwordSignIn === false ? { passwordSignIn: false } : {}),
    ...(options.customDomains ? { customDomains: { checkEveryMs: 0, ...options.customDomains } } : {}),
    webhooks: { pollEveryMs: 0, ...options.webhooks },
    weeklyReport: { checkEveryMs: 0, ...options.weeklyReport },
    stats: { flushMs: 60_000, maintainEveryMs: 0, ...options.stats },
    limits: { failedSignIns: { max: 10_000, windowMs: 60_000 }, ...options.limits },
    ...(options.hosted
      ? { verifier: options.hosted.verifier, hosted: options.hosted.options }
      : {
          verifier: hs256Verifier(TEST_JWT_SECRET, sessions),
          embeddedAuth: {
            jwtSecret: TEST_JWT_SECRET,
            sessions,
            mailer: options.mailer ?? null,
            rateLimits: { token: GENEROUS, signup: GENEROUS, ...options.rateLimits },
          },
        }),
  });
  await app.ready();
  return {
    app,
    database,
    uploadsDir,
    async user() {
      const email = `user-${randomUUID()}@example.com`;
      const res = await app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        payload: { email, password: TEST_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      const session = res.json<{ access_token: string; refresh_token: string; user: { id: string } }>();
      return {
        id: session.user.id,
        email,
        password: TEST_PASSWORD,
        token: session.access_token,
        refreshToken: session.refresh_token,
        headers: { authorization: `Bearer ${session.access_token}` },
      };
    },
    request({ as, ...options }) {
      return app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), ...(as ? as.headers : {}) },
      });
    },
    async listen() {
      await app.listen({ port, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      return `http://127.0.0.1:${address.port}`;
    },
    async close() {
      // A listening test's connection can outlive its test: a keep-alive one whose request was in
      // flight stays open after its answer until keepAliveTimeout (72 s), as in graceful shutdown
      // (decision 821), and one whose upload was refused while its body still streamed (413) is
      // never idle. Either held close() past the hook's timeout on a busy machine: idle ones are
      // closed as they fall idle, and after 2 s the tests are over, so every one is.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      const force = setTimeout(() => app.server.closeAllConnections(), 2000);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
        clearTimeout(force);
      }
      await options.changes?.close();
      if (!options.database) await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

