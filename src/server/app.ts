import type { ServerOptions } from 'node:http';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '@shared/constants';
import type { SignupMode } from '@shared/schemas/account';
import type { ActiveSessions } from './auth/active-sessions';
import { Assurance } from './auth/assurance';
import { type ChangeBus, MemoryChangeBus } from './changes/change-bus';
import { type CounterStore, memoryCounters } from './counters/counters';
import { sharedRateLimitStore } from './counters/rate-limit-store';
import { DEFAULT_TRUST_PROXY, type OidcConfig } from './config';
import { type AbuseLimits, resolveLimits } from './limits';
import type { TokenVerifier } from './auth/token-verifier';
import type { AppContext } from './context';
import { MESSAGES } from './errors';
import { AUTH_MESSAGES, API_VERSION, AuthError } from './modules/auth/auth-error';
import { STORAGE_MESSAGES, StorageError } from './modules/storage/storage-error';
import type { Database } from './db/client';
import { logSerializers } from './lib/log-serializers';
import { clientErrorAnswer, DEFAULT_TIMEOUTS, type RequestTimeouts, serverTimeouts, slowBodyGuard } from './lib/request-timeouts';
import { signAnonKey } from './modules/auth/access-token';
import { accountRoutes } from './modules/account/routes';
import { openApiDocument } from './modules/api-docs/openapi';
import { apiDocsRoutes } from './modules/api-docs/routes';
import { ApiTokenAccess } from './modules/api-tokens/api-token-access';
import { apiTokenRoutes } from './modules/api-tokens/routes';
import type { AccountsContext } from './modules/account/accounts-context';
import { adminRoutes } from './modules/admin/routes';
import { FailedSignIns } from './modules/auth/failed-sign-ins';
import { MailThrottle } from './modules/auth/mail-throttle';
import { MfaAttempts } from './modules/auth/mfa-attempts';
import type { Mailer } from './modules/auth/mailer';
import { type RateLimit, authRoutes } from './modules/auth/routes';
import { authScreenRoutes } from './modules/auth-screens/routes';
import { OidcIssuer } from './modules/auth/oidc-issuer';
import { passkeyAccountRoutes } from './modules/auth/passkey-routes';
import type { AuthScreens } from './modules/auth-screens/renderer';
import { type PublicConfigOptions, configRoutes } from './modules/config/routes';
import { type Readiness, healthRoutes } from './modules/health/routes';
import { shedReadsWhileDraining } from './modules/health/shed-reads';
import { importRoutes, pageExportSchemaRoute } from './modules/import/routes';
import { itemRoutes, ownerItemRoutes } from './modules/items/routes';
import { ownerPageRoutes, pageRoutes } from './modules/pages/routes';
import type { PublicRenderer } from './modules/public-view/renderer';
import { publicViewRoutes } from './modules/public-view/routes';
import { ImageWork } from './modules/storage/image-work';
import type { ObjectStore } from './modules/storage/object-store';
import type { StorageContext } from './modules/storage/storage-context';
import { databaseUploadCounter, type UploadCounter } from './modules/storage/upload-counter';
import { storageRoutes } from './modules/storage/routes';
import { reclaimCounter } from './modules/storage/upload-quota';
import { HeavyWork } from './modules/heavy-work/heavy-work';
import { imageCostCounter } from './modules/storage/process-upload-image';
import { ownerStatsRoutes, statsRoutes } from './modules/stats/routes';
import { ownerStatsShareRoutes, statsShareRoutes } from './modules/stats-share/routes';
import { type StatsOptions, StatsService } from './modules/stats/stats-service';
import { brandIconRoutes, themeRoutes } from './modules/themes/routes';
import { uploadRoutes } from './modules/upload/routes';
import { ownerSubscriberRoutes, subscriberRoutes } from './modules/subscribers/routes';
import type { SubscribersContext } from './modules/subscribers/subscribers-context';
import { authPlugin, signedInScope } from './plugins/auth';
import { errorHandler } from './plugins/error-handler';
import { clientApp } from './plugins/client-app';
import { apiCacheControl } from './plugins/api-cache-control';
import { hostGuard } from './plugins/host-guard';
import { inputGuard } from './plugins/input-guard';
import { knownHosts } from './lib/known-hosts';
import { securityHeaders } from './plugins/security-headers';
import { type OutboundClient, createOutboundClient } from './lib/outbound';
import { runDueChecks } from './modules/domains/check-domain';
import { DomainHosts } from './modules/domains/domain-hosts';
import { type DomainPagesOutlet, ownerDomainRouter } from './modules/domains/domain-routing';
import type { DomainsContext } from './modules/domains/domains-context';
import { domainRoutes, domainTlsRoute } from './modules/domains/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { BATCH as WEBHOOK_BATCH, runDueDeliveries } from './modules/webhooks/deliver-webhooks';
import { ownerWeeklyReportRoutes, weeklyReportRoutes } from './modules/weekly-report/routes';
import type { WeeklyReportContext } from './modules/weekly-report/weekly-report-context';
import { BATCH as REPORT_BATCH, runDueReports } from './modules/weekly-report/send-weekly-reports';
import { startPollingWorker } from './lib/polling-worker';
import type { WebhooksContext } from './modules/webhooks/webhooks-context';

/** The embedded Supabase-compatible auth service (the default mode). */
export interface EmbeddedAuthOptions {
  /** HS256 secret of access tokens; the verifier must check the same one. */
  jwtSecret: string;
  sessions: ActiveSessions;
  /**
   * Set: sign-ups confirm their e-mail by a mailed link; needs `publicUrl`, the origin of every
   * mailed link (decision 119). Null: accounts are confirmed at once.
   */
  mailer: Mailer | null;
  /** Per IP; GoTrue's defaults (150 and 30 per 5 minutes; /recover and /verify as sign-up) when omitted. */
  rateLimits?: { token?: RateLimit; signup?: RateLimit; recover?: RateLimit; verify?: RateLimit };
}

/** A hosted Supabase project signs users in; the client gets its URL and anon key. */
export interface HostedAuthOptions {
  supabaseUrl: string;
  anonKey: string;
}

export interface AppOptions {
  db: Database;
  verifier: TokenVerifier;
  /** Where uploaded files' bytes go (DATA_DIR/uploads by default). */
  objectStore: ObjectStore;
  /** What writes announce and caches listen to (decision 830); one process's own by default. */
  changes?: ChangeBus;
  /** Where rate limits and the wrong-password pause count (decision 833); this process's memory by default. */
  counters?: CounterStore;
  /** Exactly one of embeddedAuth and hosted. */
  embeddedAuth?: EmbeddedAuthOptions;
  hosted?: HostedAuthOptions;
  /** PUBLIC_URL's origin; otherwise each request's own origin is used (never in a mail: decision 119). */
  publicUrl?: string;
  /** ADMIN_CONTACT: whom the recovery screen tells people to ask (decision 126). */
  adminContact?: string;
  siteName?: string;
  /** Which proxies may set the client address (rate limits key on it); loopback only by default. */
  trustProxy?: boolean | number | string;
  /** Built client (dist/client) to serve; absent in API-only tests. */
  clientDir?: string;
  logger?: boolean | { level: string };
  /** A pino logger made by the caller (main.ts shares it with the bus and counters); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** The public page's server-side renderer; without it /view/* is not served (API-only tests). */
  publicRenderer?: PublicRenderer | undefined;
  /** /login and /register rendered here (decision 405); without it the app draws them in the browser. */
  authScreens?: AuthScreens | undefined;
  /** Caps per account and page (decision 801); DEFAULT_LIMITS for what is left out. */
  limits?: Partial<AbuseLimits>;
  /** Extra image sources for the Content-Security-Policy ('https:' allows every https image). */
  cspImageSources?: string[];
  /** 'development' relaxes the Content-Security-Policy for Vite's dev server (decision 800). */
  mode?: 'production' | 'development';
  /** ADMIN_EMAILS: the instance admins' e-mails (decision 116). */
  adminEmails?: readonly string[];
  /** SIGNUPS: who may sign up until an admin chooses in /admin; 'open' by default (decision 115). */
  signups?: SignupMode;
  /** Counts uploads per account and hour; in the database unless a shared store is given (decision 853). */
  uploadCounter?: UploadCounter;
  /** The image-work queue and per-account places (decision 853); one per process by default. */
  imageWork?: ImageWork;
  /** How long a client may take to send a request (decision 856); tests pass short ones. */
  timeouts?: Partial<RequestTimeouts>;
  /** Statistics of the public pages (issue 15); counted unless `enabled: false`. */
  stats?: StatsOptions;
  /** The one client for what the server fetches outside (imports; issue 37); public addresses only by default. */
  outbound?: OutboundClient;
  /** OIDC_*: single sign-on with an OpenID Connect provider (embedded sign-in only; decision 932). */
  oidc?: OidcConfig | undefined;
  /** What time it is for schedules, drafts and redirects (issue 36); the system's clock by default. */
  clock?: () => Date;
  /** PASSWORD_SIGNIN: false refuses passwords and hides the form (needs `oidc`). */
  passwordSignIn?: boolean;
  /** Owners' own domains (issue 39); absent: CUSTOM_DOMAINS=off. Needs publicUrl. */
  customDomains?: CustomDomainsOptions;
  /** Signed webhooks (issue 40). */
  webhooks?: WebhooksOptions;
  /** 'Resumen semanal por correo' (issue 42, decision 1020). */
  weeklyReport?: WeeklyReportOptions;
}

export interface WeeklyReportOptions {
  /** How often this instance looks for due weekly mails (60 s); 0: never (tests run them). */
  checkEveryMs?: number;
}

export interface WebhooksOptions {
  /** OUTBOUND_ALLOW_HOSTS: endpoints on these hosts may be http:// or private. */
  allowHosts?: readonly string[];
  /** LIMIT_WEBHOOKS_PER_USER (5). */
  perUser?: number;
  /** How often this instance looks for due deliveries (2 s); 0: never (tests run them). */
  pollEveryMs?: number;
}

export interface CustomDomainsOptions {
  /** CUSTOM_DOMAIN_TARGET: the addresses owners point A/AAAA records at. */
  addresses?: readonly string[];
  /** LIMIT_DOMAINS_PER_USER (3). */
  perUser?: number;
  /** How often this instance claims due verifications (30 s); 0: never (tests run them). */
  checkEveryMs?: number;
}

const DEFAULT_DOMAINS_PER_USER = 3;
const DEFAULT_WEBHOOKS_PER_USER = 5;

const FIVE_MINUTES = 5 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** draining: shutting down, /api/ready answers 503 (decision 834), reads from nginx too (838). */
    readiness: Readiness;
    /** Every route as registered ("GET /api/pages/:id"), for the generated ownership test. */
    routeList: readonly RegisteredRoute[];
  }
}

interface RegisteredRoute {
  method: string;
  url: string;
}

/** Builds the whole HTTP application; main.ts listens, tests inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  if (Boolean(options.embeddedAuth) === Boolean(options.hosted)) {
    throw new Error('buildApp needs exactly one of embeddedAuth and hosted.');
  }
  if (options.embeddedAuth?.mailer && !options.publicUrl) {
    throw new Error('buildApp: a mailer needs publicUrl, the origin of the mailed links (decision 119).');
  }
  if (options.oidc && options.hosted) throw new Error('buildApp: single sign-on (oidc) works with the embedded sign-in only.');
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const serverOptions: FastifyServerOptions & { http: ServerOptions } = {
    ...serverTimeouts(timeouts),
    // Node's own 400/408/431 in the API's Spanish shape (issue 17).
    clientErrorHandler: clientErrorAnswer,
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ? { ...(options.logger === true ? {} : options.logger), serializers: logSerializers } : false }),
    bodyLimit: LIMITS.jsonBodyBytes,
    trustProxy: trustProxySetting(options.trustProxy ?? DEFAULT_TRUST_PROXY),
    routerOptions: { maxParamLength: 500 },
    // While shutting down, a request that reached this instance (a connection accepted just before
    // it stopped listening) is answered as usual, not with 503: a proxy does not resend a write
    // that reached an instance, so a 503 there would be a failed save (decisions 821, 834).
    return503OnClosing: false,
    // A URL that cannot be decoded ('/view/%zz') is a 400 in the shape of the part of the site it names.
    frameworkErrors: badUrlAnswer,
  };
  const app = Fastify(serverOptions);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Collected before any route is added; child plugins inherit the hook.
  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });

  const limits = resolveLimits(options.limits);
  const changes = options.changes ?? new MemoryChangeBus();
  const counters = options.counters ?? memoryCounters();
  const heavy = new HeavyWork(counters, limits.heavyJobsPerHour);
  const ctx: AppContext = { db: options.db, changes, counters, limits, heavy, now: options.clock ?? (() => new Date()) };
  app.decorate('ctx', ctx);
  const storage: StorageContext = {
    db: options.db,
    store: options.objectStore,
    limits,
    uploadCounter: options.uploadCounter ?? databaseUploadCounter(options.db),
    imageWork: options.imageWork ?? new ImageWork(),
    reclaims: reclaimCounter(counters),
    imageCost: imageCostCounter(counters),
  };
  const publicUrl = options.publicUrl;
  if (options.customDomains && !publicUrl) throw new Error('buildApp: custom domains need publicUrl (PUBLIC_URL), where the editor and sign-in live.');
  const outbound = options.outbound ?? createOutboundClient();
  const domainHosts = options.customDomains ? new DomainHosts(options.db, changes) : null;
  const domainPages: DomainPagesOutlet = {};
  const domains: DomainsContext | null =
    options.customDomains && publicUrl
      ? {
          db: options.db,
          changes,
          outbound,
          publicUrl,
          addresses: options.customDomains.addresses ?? [],
          perUser: options.customDomains.perUser ?? DEFAULT_DOMAINS_PER_USER,
        }
      : null;
  const webhooks: WebhooksContext = {
    db: options.db,
    outbound,
    allowHosts: options.webhooks?.allowHosts ?? [],
    perUser: options.webhooks?.perUser ?? DEFAULT_WEBHOOKS_PER_USER,
  };
  const webhookPollMs = options.webhooks?.pollEveryMs ?? 2000;
  if (webhookPollMs > 0) {
    startPollingWorker(app, { name: 'webhook deliveries', everyMs: webhookPollMs, run: async () => (await runDueDeliveries(webhooks)) === WEBHOOK_BATCH });
  }
  const adminEmails = new Set((options.adminEmails ?? []).map((email) => email.trim().toLowerCase()).filter(Boolean));
  const defaultSignups = options.signups ?? 'open';
  const failedSignIns = new FailedSignIns(limits.failedSignIns, counters);
  const accounts: AccountsContext = {
    db: options.db,
    changes: ctx.changes,
    store: options.objectStore,
    embedded: options.embeddedAuth
      ? { sessions: options.embeddedAuth.sessions, failedSignIns, mailEnabled: options.embeddedAuth.mailer !== null }
      : null,
    hosted: options.hosted ? { supabaseUrl: options.hosted.supabaseUrl, anonKey: options.hosted.anonKey } : null,
    adminEmails,
    defaultSignups,
    publicUrl,
  };

  await app.register(errorHandler);
  await app.register(apiCacheControl);
  await app.register(hostGuard, {
    hosts: knownHosts(options.publicUrl),
    ownerDomains: domainHosts && publicUrl ? ownerDomainRouter({ hosts: domainHosts, publicUrl, pages: domainPages }) : undefined,
  });
  await app.register(inputGuard);
  await app.register(slowBodyGuard, timeouts);
  await app.register(securityHeaders, {
    mode: options.mode ?? 'production',
    imageOrigins: [
      ...[options.hosted?.supabaseUrl, publicUrl].filter(isDefined).map((url) => new URL(url).origin),
      ...(options.cspImageSources ?? []),
    ],
    connectOrigins: options.hosted ? [new URL(options.hosted.supabaseUrl).origin] : [],
    upgradeInsecureRequests: publicUrl?.startsWith('https:') ?? false,
  });
  const readiness: Readiness = { draining: false };
  app.decorate('readiness', readiness);
  shedReadsWhileDraining(app, readiness);
  // JSON and other answers compressed on the fly; the public page and the built assets arrive
  // already compressed and are left alone.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Two-step verification is the embedded service's: a hosted project's tokens are taken as they are.
  const assurance = options.embeddedAuth ? new Assurance(options.db) : undefined;
  if (assurance) {
    const stopListening = assurance.listenTo(changes);
    app.addHook('onClose', async () => stopListening());
  }
  const apiTokens = new ApiTokenAccess(options.db, counters, limits.apiTokenRequestsPerMinute, Boolean(options.embeddedAuth));
  await app.register(authPlugin, { verifier: options.verifier, assurance, apiTokens });
  // Before any route, so the OpenAPI document sees every one (decision 991).
  await app.register(openApiDocument, { siteName: options.siteName ?? 'LinkHub' });
  await app.register(healthRoutes, { ctx, readiness });
  await app.register(pageRoutes, { ctx });
  await app.register(itemRoutes, { ctx });
  await app.register(pageExportSchemaRoute);
  await app.register(themeRoutes);
  await app.register(brandIconRoutes);
  await app.register(storageRoutes, { prefix: '/storage/v1', storage });
  await app.register(domainTlsRoute, { hosts: domainHosts, counters });
  const checkEveryMs = options.customDomains?.checkEveryMs ?? 30_000;
  if (domains && checkEveryMs > 0) {
    const run = async () => {
      await runDueChecks(domains);
      return false; // the next tick takes the rest
    };
    startPollingWorker(app, { name: 'domain checks', everyMs: checkEveryMs, run });
  }

  let anonKey: string;
  if (options.embeddedAuth) {
    const embedded = options.embeddedAuth;
    const stopListening = embedded.sessions.listenTo(changes);
    app.addHook('onClose', async () => stopListening());
    const jwtKey = new TextEncoder().encode(embedded.jwtSecret);
    anonKey = await signAnonKey(jwtKey);
    await app.register(authRoutes, {
      prefix: '/auth/v1',
      auth: {
        db: options.db,
        jwtKey,
        sessions: embedded.sessions,
        changes,
        counters,
        mail: embedded.mailer && publicUrl ? { mailer: embedded.mailer, origin: publicUrl } : null,
        siteName: options.siteName ?? 'LinkHub',
        failedSignIns,
        mails: new MailThrottle(counters),
        mfaAttempts: new MfaAttempts(counters),
        defaultSignups,
        adminEmails,
        passwordSignIn: options.passwordSignIn ?? true,
      },
      oidc: options.oidc ? new OidcIssuer(options.oidc, outbound) : undefined,
      publicUrl,
      // In memory, @fastify/rate-limit's own store, as before; shared stores through ours.
      ...(counters.kind === 'memory' ? {} : { rateLimitStore: sharedRateLimitStore(counters) }),
      rateLimits: {
        token: embedded.rateLimits?.token ?? { max: 150, timeWindowMs: FIVE_MINUTES },
        signup: embedded.rateLimits?.signup ?? { max: 30, timeWindowMs: FIVE_MINUTES },
        recover: embedded.rateLimits?.recover ?? embedded.rateLimits?.signup ?? { max: 30, timeWindowMs: FIVE_MINUTES },
        verify: embedded.rateLimits?.verify ?? embedded.rateLimits?.signup ?? { max: 30, timeWindowMs: FIVE_MINUTES },
      },
    });
  } else {
    anonKey = options.hosted?.anonKey ?? '';
  }
  const publicConfig: PublicConfigOptions = {
    db: options.db,
    mailEnabled: options.embeddedAuth ? options.embeddedAuth.mailer !== null : true,
    signups: options.embeddedAuth ? defaultSignups : null,
    siteName: options.siteName ?? 'LinkHub',
    supabaseUrl: options.hosted?.supabaseUrl,
    supabaseAnonKey: anonKey,
    publicUrl,
    adminContact: options.adminContact ?? null,
    signInMethods: options.embeddedAuth
      ? { passwords: options.passwordSignIn ?? true, passkeys: true, sso: options.oidc ? { label: options.oidc.buttonLabel } : null }
      : { passwords: true, passkeys: false, sso: null },
  };
  await app.register(configRoutes, publicConfig);
  if (options.authScreens) await app.register(authScreenRoutes, { screens: options.authScreens, config: publicConfig });

  const stats =
    options.stats?.enabled === false
      ? null
      : await StatsService.open(options.db, { now: ctx.now, ...options.stats }, options.trustProxy ?? DEFAULT_TRUST_PROXY, app.log);
  await app.register(statsRoutes, { db: options.db, stats, now: ctx.now });
  // 'Suscripción por correo' (issue 40): double opt-in when the embedded service can mail.
  const mailer = options.embeddedAuth?.mailer;
  const subscribers: SubscribersContext = {
    db: options.db,
    mail: mailer?.sendMessage && publicUrl ? { send: (mail) => mailer.sendMessage!(mail), origin: publicUrl } : null,
    attempts: counters.counter({ name: 'subscribe', windowMs: 60 * 60 * 1000 }),
    stats,
    log: app.log,
  };
  await app.register(subscriberRoutes, { subscribers });
  // 'Resumen semanal por correo' (issue 42): mailed when the embedded service can mail.
  const weeklyReport: WeeklyReportContext = {
    db: options.db,
    mail: subscribers.mail,
    siteName: options.siteName ?? 'LinkHub',
    now: ctx.now,
    log: app.log,
  };
  await app.register(weeklyReportRoutes, { weeklyReport });
  const weeklyReportEveryMs = options.weeklyReport?.checkEveryMs ?? 60_000;
  if (weeklyReport.mail && weeklyReportEveryMs > 0) {
    startPollingWorker(app, { name: 'weekly reports', everyMs: weeklyReportEveryMs, run: async () => (await runDueReports(weeklyReport)) === REPORT_BATCH });
  }
  await app.register(statsShareRoutes, { ctx, stats });
  // Every route that needs a signed-in caller, in one scope whose hook answers 401 to anyone else (decision 131).
  await app.register(signedInScope, {
    routes: async (scope) => {
      await scope.register(ownerPageRoutes, { ctx });
      await scope.register(ownerItemRoutes, { ctx });
      await scope.register(importRoutes, { ctx, outbound, storage, publicUrl });
      await scope.register(uploadRoutes, { storage, publicUrl });
      await scope.register(accountRoutes, { accounts, heavy });
      await scope.register(apiTokenRoutes, { db: options.db });
      await scope.register(adminRoutes, { accounts });
      await scope.register(ownerStatsRoutes, { db: options.db, changes: ctx.changes, stats, heavy, now: ctx.now });
      await scope.register(ownerStatsShareRoutes, { ctx });
      await scope.register(ownerSubscriberRoutes, { db: options.db });
      await scope.register(ownerWeeklyReportRoutes, { weeklyReport });
      if (options.embeddedAuth) await scope.register(passkeyAccountRoutes, { db: options.db, accounts, siteName: options.siteName ?? 'LinkHub', publicUrl });
      await scope.register(domainRoutes, { domains, accounts });
      await scope.register(webhookRoutes, { webhooks });
    },
  });
  await app.register(apiDocsRoutes, { siteName: options.siteName ?? 'LinkHub' });
  await app.register(publicViewRoutes, { ctx, renderer: options.publicRenderer, publicUrl, store: options.objectStore, domainPages: domains ? domainPages : undefined });
  if (options.clientDir) await app.register(clientApp, { root: options.clientDir });
  return app;
}

/** A number means "this many hops", which Fastify's types spell as a function. */
function trustProxySetting(value: boolean | number | string): FastifyServerOptions['trustProxy'] {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

/** Fastify's own refusals before routing (an undecodable URL): 400 with the module's error shape. */
function badUrlAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: error }, 'refused a malformed request');
  const url = request.raw.url ?? '';
  reply.code(400).header('cache-control', 'no-store');
  if (url.startsWith('/auth/')) {
    return reply.header('X-Supabase-Api-Version', API_VERSION).send(new AuthError(400, 'validation_failed', AUTH_MESSAGES.invalidRequest).body());
  }
  if (url.startsWith('/storage/')) {
    return reply.send(new StorageError(400, 'InvalidRequest', 'Invalid Request', STORAGE_MESSAGES.invalidRequest).body());
  }
  return reply.send({ error: MESSAGES.invalidUrl, code: 'invalid_url' });
}
