import path from 'node:path';
import { z } from 'zod';
import { SIGNUP_MODES, type SignupMode } from '@shared/schemas/account';
import { type AbuseLimits, DEFAULT_LIMITS } from './limits';
import { parseAllowHosts } from './lib/outbound';

const optional = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * Proxies whose X-Forwarded-* headers count: only one on this machine (decision 854). A proxy on
 * a private network is named by its address (TRUST_PROXY=10.0.0.2, or a range, or `uniquelocal`).
 */
export const DEFAULT_TRUST_PROXY = 'loopback';

const perFiveMinutes = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
const positive = (fallback: number, max = 1_000_000) => z.coerce.number().int().min(1).max(max).default(fallback);
const MB = 1024 * 1024;

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  AUTH_JWT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_NAME: z.string().min(1).default('LinkHub'),
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  SMTP_FROM: optional,
  SUPABASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SUPABASE_ANON_KEY: optional,
  SUPABASE_JWT_SECRET: optional,
  TRUST_PROXY: z.string().default(DEFAULT_TRUST_PROXY),
  RATE_LIMIT_TOKEN: perFiveMinutes(150),
  RATE_LIMIT_SIGNUP: perFiveMinutes(30),
  RATE_LIMIT_RECOVER: perFiveMinutes(30),
  RATE_LIMIT_VERIFY: perFiveMinutes(30),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email())),
  SIGNUPS: z.enum(SIGNUP_MODES).default('open'),
  ADMIN_CONTACT: optional.pipe(z.union([z.email(), z.url({ protocol: /^https?$/ })]).optional()),
  CSP_IMG_SRC: z
    .string()
    .default('')
    .refine((value) => !/[;,'"]/.test(value), { message: 'space-separated sources, without ; , or quotes' }),
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseAllowHosts(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  LIMIT_PAGES_PER_USER: positive(DEFAULT_LIMITS.pagesPerUser),
  LIMIT_ITEMS_PER_PAGE: positive(DEFAULT_LIMITS.itemsPerPage),
  LIMIT_UPLOADS_PER_HOUR: positive(DEFAULT_LIMITS.uploadsPerHour),
  LIMIT_UPLOAD_MB_PER_USER: positive(DEFAULT_LIMITS.uploadBytesPerUser / MB, 1_000_000),
  LIMIT_IMAGE_DECODE_MB_PER_HOUR: positive(DEFAULT_LIMITS.imageDecodeMbPerHour, 1_000_000_000),
  LIMIT_HEAVY_JOBS_PER_HOUR: positive(DEFAULT_LIMITS.heavyJobsPerHour),
  LIMIT_API_TOKEN_PER_MINUTE: positive(DEFAULT_LIMITS.apiTokenRequestsPerMinute),
  LIMIT_FAILED_SIGNINS: positive(DEFAULT_LIMITS.failedSignIns.max),
  LIMIT_FAILED_SIGNIN_MINUTES: positive(DEFAULT_LIMITS.failedSignIns.windowMs / 60_000, 24 * 60),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  DATABASE_LISTEN_URL: optional,
  STORAGE_BACKEND: z.enum(['fs', 's3']).default('fs'),
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', '']).default('false'),
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_KEY_PREFIX: z.string().min(1).default('linkhub'),
  STATS: z.enum(['on', 'off']).default('on'),
  GEOIP_DB: optional,
  STATS_RAW_DAYS: positive(90, 3660),
  OIDC_ISSUER: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_BUTTON_LABEL: z.string().trim().min(1).max(80).default('Entrar con tu organización'),
  OIDC_ALLOWED_DOMAINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((domain) => domain.trim().toLowerCase().replace(/^@/, '')).filter(Boolean)),
  PASSWORD_SIGNIN: z.enum(['on', 'off']).default('on'),
  CUSTOM_DOMAINS: z.enum(['on', 'off', '']).default(''),
  CUSTOM_DOMAIN_TARGET: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()]))),
  LIMIT_DOMAINS_PER_USER: positive(3, 1000),
  LIMIT_WEBHOOKS_PER_USER: positive(5, 1000),
  OUTBOUND_RESOLVE: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+=[0-9a-f.:[\]]+$/, 'name=address or name=address:port'))),
});

/** Single sign-on with an OpenID Connect provider (issue 41, decision 932). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Unset: a public client (PKCE alone, no client authentication). */
  clientSecret: string | undefined;
  buttonLabel: string;
  /** OIDC_ALLOWED_DOMAINS: e-mail domains allowed to sign in; every domain when empty. */
  allowedDomains: string[];
}

/** Where uploaded files' bytes go (decision 832). */
type StorageConfig =
  | { backend: 'fs' }
  | {
      backend: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      /** Unset: the SDK's own credential chain (AWS_* variables, instance roles). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

interface HostedSupabaseConfig {
  url: string;
  anonKey: string;
  jwtSecret: string | undefined;
}

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authJwtSecret: string | undefined;
  logLevel: string;
  siteName: string;
  /** Public origin of this server (no trailing slash), when configured. */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string | undefined;
  /** Set when the client signs in against a hosted Supabase project instead of this server. */
  hosted: HostedSupabaseConfig | undefined;
  /** Fastify's trustProxy: which hops may set the client address and protocol. */
  trustProxy: boolean | number | string;
  /** Requests per IP and 5 minutes on /auth/v1/token, /auth/v1/signup, /auth/v1/recover and /auth/v1/verify. */
  rateLimits: { token: number; signup: number; recover: number; verify: number };
  /** ADMIN_EMAILS, lowercased (decision 116). */
  adminEmails: string[];
  /** SIGNUPS: who may sign up until an admin chooses in /admin (decision 115). */
  signups: SignupMode;
  /** ADMIN_CONTACT: an e-mail or URL people are told to ask for a recovery link (decision 126). */
  adminContact: string | undefined;
  /** Caps per account and page (LIMIT_*, decision 801). */
  limits: AbuseLimits;
  /** Extra image sources of the Content-Security-Policy (CSP_IMG_SRC, decision 800). */
  cspImageSources: string[];
  /** Hosts and ranges the outbound client may reach despite its rules (OUTBOUND_ALLOW_HOSTS, issue 37). */
  outboundAllowHosts: string[];
  /** OUTBOUND_RESOLVE: names the outbound client resolves to fixed addresses (checks and test setups). */
  outboundResolve: Record<string, string>;
  /** CUSTOM_DOMAINS (on by default with PUBLIC_URL), CUSTOM_DOMAIN_TARGET, LIMIT_DOMAINS_PER_USER; null: off. */
  customDomains: { addresses: string[]; perUser: number } | null;
  /** LIMIT_WEBHOOKS_PER_USER: webhook endpoints per account (issue 40). */
  webhooksPerUser: number;
  /** How long SIGTERM waits for requests in flight before exiting anyway. */
  shutdownTimeoutMs: number;
  /** How long SIGTERM keeps serving, with /api/ready at 503, before it stops listening. */
  shutdownDrainMs: number;
  /** Where the change bus LISTENs (a direct connection past PgBouncer); DATABASE_URL by default. */
  databaseListenUrl: string | undefined;
  storage: StorageConfig;
  /** Redis for the shared counters (REDIS_URL), with the prefix of every key. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Statistics (issue 15): STATS=off counts nothing; GEOIP_DB an MMDB file; STATS_RAW_DAYS raw retention. */
  stats: { enabled: boolean; geoDb: string | undefined; rawDays: number };
  /** OIDC_*: the single sign-on button on /login, when OIDC_ISSUER and OIDC_CLIENT_ID are set. */
  oidc: OidcConfig | undefined;
  /** PASSWORD_SIGNIN=off: the password form is gone and the API refuses it (single sign-on only). */
  passwordSignIn: boolean;
}

/** Reads the configuration from the environment (README, "Configuration"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const values = parsed.data;
  if (Boolean(values.SUPABASE_URL) !== Boolean(values.SUPABASE_ANON_KEY)) {
    throw new Error('Invalid configuration: SUPABASE_URL and SUPABASE_ANON_KEY go together.');
  }
  if (values.STORAGE_BACKEND === 's3' && !values.S3_BUCKET) {
    throw new Error('Invalid configuration: STORAGE_BACKEND=s3 needs S3_BUCKET.');
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
  }
  // A mailed link must never take its origin from a request's Host header (decision 119).
  if (values.SMTP_URL && !values.PUBLIC_URL && !values.SUPABASE_URL) {
    throw new Error('Invalid configuration: SMTP_URL needs PUBLIC_URL, the address the mailed links point at (https://links.example.com).');
  }
  // Custom domains (issue 39): on by default where PUBLIC_URL says where the editor lives.
  const customDomains = values.CUSTOM_DOMAINS === '' ? Boolean(values.PUBLIC_URL) : values.CUSTOM_DOMAINS === 'on';
  if (customDomains && !values.PUBLIC_URL) {
    throw new Error('Invalid configuration: CUSTOM_DOMAINS=on needs PUBLIC_URL, where the editor and sign-in live (owners\' domains redirect there).');
  }
  if (values.DATABASE_LISTEN_URL && !values.DATABASE_URL) {
    throw new Error('Invalid configuration: DATABASE_LISTEN_URL needs DATABASE_URL.');
  }
  if (Boolean(values.OIDC_ISSUER) !== Boolean(values.OIDC_CLIENT_ID)) {
    throw new Error('Invalid configuration: OIDC_ISSUER and OIDC_CLIENT_ID go together.');
  }
  if (values.OIDC_ISSUER && values.SUPABASE_URL) {
    throw new Error('Invalid configuration: OIDC_ISSUER works with the embedded sign-in, not with SUPABASE_URL.');
  }
  if (values.PASSWORD_SIGNIN === 'off' && !values.OIDC_ISSUER) {
    throw new Error('Invalid configuration: PASSWORD_SIGNIN=off needs OIDC_ISSUER (nobody could sign in).');
  }
  return {
    production: values.NODE_ENV === 'production',
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    authJwtSecret: values.AUTH_JWT_SECRET,
    logLevel: values.LOG_LEVEL,
    siteName: values.SITE_NAME,
    publicUrl: values.PUBLIC_URL ? new URL(values.PUBLIC_URL).origin : undefined,
    smtpUrl: values.SMTP_URL,
    smtpFrom: values.SMTP_FROM,
    hosted:
      values.SUPABASE_URL && values.SUPABASE_ANON_KEY
        ? {
            url: values.SUPABASE_URL.replace(/\/+$/, ''),
            anonKey: values.SUPABASE_ANON_KEY,
            jwtSecret: values.SUPABASE_JWT_SECRET,
          }
        : undefined,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    rateLimits: {
      token: values.RATE_LIMIT_TOKEN,
      signup: values.RATE_LIMIT_SIGNUP,
      recover: values.RATE_LIMIT_RECOVER,
      verify: values.RATE_LIMIT_VERIFY,
    },
    adminEmails: values.ADMIN_EMAILS,
    signups: values.SIGNUPS,
    adminContact: values.ADMIN_CONTACT,
    cspImageSources: values.CSP_IMG_SRC.split(/\s+/).filter(Boolean),
    outboundAllowHosts: values.OUTBOUND_ALLOW_HOSTS,
    outboundResolve: Object.fromEntries(values.OUTBOUND_RESOLVE.map((entry) => entry.split('=') as [string, string])),
    customDomains: customDomains ? { addresses: values.CUSTOM_DOMAIN_TARGET, perUser: values.LIMIT_DOMAINS_PER_USER } : null,
    webhooksPerUser: values.LIMIT_WEBHOOKS_PER_USER,
    limits: {
      pagesPerUser: values.LIMIT_PAGES_PER_USER,
      itemsPerPage: values.LIMIT_ITEMS_PER_PAGE,
      uploadsPerHour: values.LIMIT_UPLOADS_PER_HOUR,
      uploadBytesPerUser: values.LIMIT_UPLOAD_MB_PER_USER * MB,
      imageDecodeMbPerHour: values.LIMIT_IMAGE_DECODE_MB_PER_HOUR,
      heavyJobsPerHour: values.LIMIT_HEAVY_JOBS_PER_HOUR,
      apiTokenRequestsPerMinute: values.LIMIT_API_TOKEN_PER_MINUTE,
      failedSignIns: { max: values.LIMIT_FAILED_SIGNINS, windowMs: values.LIMIT_FAILED_SIGNIN_MINUTES * 60_000 },
    },
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS,
    databaseListenUrl: values.DATABASE_LISTEN_URL,
    stats: { enabled: values.STATS === 'on', geoDb: values.GEOIP_DB, rawDays: values.STATS_RAW_DAYS },
    storage:
      values.STORAGE_BACKEND === 's3' && values.S3_BUCKET
        ? {
            backend: 's3',
            endpoint: values.S3_ENDPOINT,
            region: values.S3_REGION,
            bucket: values.S3_BUCKET,
            credentials:
              values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true' || values.S3_FORCE_PATH_STYLE === '1',
          }
        : { backend: 'fs' },
    redis: values.REDIS_URL ? { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX } : undefined,
    oidc:
      values.OIDC_ISSUER && values.OIDC_CLIENT_ID
        ? {
            issuer: values.OIDC_ISSUER,
            clientId: values.OIDC_CLIENT_ID,
            clientSecret: values.OIDC_CLIENT_SECRET,
            buttonLabel: values.OIDC_BUTTON_LABEL,
            allowedDomains: values.OIDC_ALLOWED_DOMAINS,
          }
        : undefined,
    passwordSignIn: values.PASSWORD_SIGNIN === 'on',
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
