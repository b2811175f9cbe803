import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  date,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { PROFILE_IMAGE_SIZE_DEFAULT, type ProfileImageSize } from '../../shared/constants';
import type { PageLanguage, ProfileKind } from '../../shared/page-identity';
import type { SensitiveRating } from '../../shared/access';
import type { PageRedirect, PageStatus } from '../../shared/schedule';
import type { SocialLink, SocialPosition } from '../../shared/social';
import { type ButtonFill, type ButtonShape, DEFAULT_THEME_ID } from '../../shared/themes';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
};

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id'),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique('pages_slug_unique'),
    showTitle: boolean('show_title').notNull().default(true),
    backgroundColor: text('background_color').notNull().default('#FFFFFF'),
    backgroundImage: text('background_image'),
    profileImage: text('profile_image'),
    profileImageZoom: integer('profile_image_zoom').notNull().default(100),
    profileImageBgColor: text('profile_image_bg_color'),
    backgroundImageBlur: integer('background_image_blur').notNull().default(0),
    backgroundOverlayColor: text('background_overlay_color'),
    backgroundOverlayOpacity: integer('background_overlay_opacity').notNull().default(50),
    /** Issue 18, decision 310: the theme and the owner's overrides (null: the theme's). */
    theme: text('theme').notNull().default(DEFAULT_THEME_ID),
    buttonShape: text('button_shape').$type<ButtonShape>(),
    buttonFill: text('button_fill').$type<ButtonFill>(),
    buttonColor: text('button_color'),
    buttonTextColor: text('button_text_color'),
    showLinkDomain: boolean('show_link_domain').notNull().default(false),
    socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
    socialPosition: text('social_position').$type<SocialPosition>().notNull().default('above'),
    bio: text('bio').notNull().default(''),
    profileImageSize: text('profile_image_size').$type<ProfileImageSize>().notNull().default(PROFILE_IMAGE_SIZE_DEFAULT),
    ogTitle: text('og_title'),
    ogDescription: text('og_description'),
    ogImage: text('og_image'),
    /** Issue 38, decision 980: 'Idioma de la página' and whom the page is about. */
    language: text('language').$type<PageLanguage>().notNull().default('es'),
    profileKind: text('profile_kind').$type<ProfileKind>().notNull().default('person'),
    parentPageId: integer('parent_page_id').references((): AnyPgColumn => pages.id, {
      onDelete: 'cascade',
    }),
    /** Issue 36, decision 965: 'Contraseña de la página' as argon2id (null: none; subpages follow their parent). */
    passwordHash: text('password_hash'),
    /** 'Contenido sensible' of the whole page: a gate before it (null: none). */
    sensitive: text('sensitive').$type<SensitiveRating>(),
    /** Issue 36 (decision 960): a draft answers 404 to visitors; `publishAt` publishes it by itself. */
    status: text('status').$type<PageStatus>().notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    /** Issue 36 (decision 962): in its window /view/{slug} answers 307 to the link block's /go. */
    redirect: jsonb('redirect').$type<PageRedirect>(),
    ...timestamps,
  },
  (table) => [
    index('pages_user_id_idx').on(table.userId),
    index('pages_parent_page_id_idx').on(table.parentPageId),
  ],
);

/**
 * Every slug a page has had, its current one included (decision 012): the primary key makes a
 * slug belong to one page, so an old address keeps redirecting and no one else can take it
 * meanwhile. A page keeps its 20 most recently left slugs (decision 863); older ones, and all of
 * a deleted page's (the rows go with it), are free again.
 */
export const pageSlugs = pgTable(
  'page_slugs',
  {
    slug: text('slug').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
    /** When the page last stopped using this slug; null while it never has. */
    leftAt: timestamp('left_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('page_slugs_page_id_idx').on(table.pageId)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    order: integer('order').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    linkUrl: text('link_url'),
    isSticky: boolean('is_sticky').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    /** Issue 36 (decision 960): outside this window the block is absent from the public page. */
    visibleFrom: timestamp('visible_from', { withTimezone: true, mode: 'date' }),
    visibleUntil: timestamp('visible_until', { withTimezone: true, mode: 'date' }),
    /** The last sequenced save applied: which editor (browser) sent it and its number there (decision 505). */
    saveWriter: text('save_writer'),
    saveSeq: bigint('save_seq', { mode: 'number' }),
    /** Issue 36, decision 965: 'Bloquear con código' as argon2id (null: not locked); never answered. */
    lockHash: text('lock_hash'),
    /** 'Contenido sensible': a gate before the block's target (null: none). */
    sensitive: text('sensitive').$type<SensitiveRating>(),
    ...timestamps,
  },
  (table) => [index('items_page_id_order_idx').on(table.pageId, table.order)],
);

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Accounts of the embedded auth service. `username` is the spec's server-side user record field;
 * it holds the normalised e-mail (docs/decisions/100-users-and-sessions.md).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('users_email_unique'),
    username: text('username').notNull().unique('users_username_unique'),
    /** argon2id; null: no password yet (a contested sign-up, decision 124), chosen through a mailed link. */
    passwordHash: text('password_hash'),
    identityId: uuid('identity_id').notNull().defaultRandom(),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    emailConfirmedAt: instant('email_confirmed_at'),
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationSentAt: instant('confirmation_sent_at'),
    lastSignInAt: instant('last_sign_in_at'),
    /** A one-time password recovery link (1 hour), from the mail or from an admin (decision 110). */
    recoveryTokenHash: text('recovery_token_hash'),
    recoverySentAt: instant('recovery_sent_at'),
    /** A new address waiting for its confirmation link (decision 111). */
    emailChange: text('email_change'),
    emailChangeTokenHash: text('email_change_token_hash'),
    emailChangeSentAt: instant('email_change_sent_at'),
    /**
     * The address the account had before its last e-mail change and the link mailed there to undo
     * it, for 7 days (decision 120).
     */
    previousEmail: text('previous_email'),
    emailUndoTokenHash: text('email_undo_token_hash'),
    emailUndoSentAt: instant('email_undo_sent_at'),
    /** Set by an admin: no sign-in, no session, pages answer 404 (decision 114). */
    disabledAt: instant('disabled_at'),
    /** An instance admin: granted once through ADMIN_EMAILS (decision 122) or by `npm run admin -- make-admin`. */
    isAdmin: boolean('is_admin').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_confirmation_token_hash_idx').on(table.confirmationTokenHash),
    uniqueIndex('users_recovery_token_hash_idx').on(table.recoveryTokenHash),
    uniqueIndex('users_email_change_token_hash_idx').on(table.emailChangeTokenHash),
    uniqueIndex('users_email_undo_token_hash_idx').on(table.emailUndoTokenHash),
  ],
);

/**
 * Each ADMIN_EMAILS address that has made an account admin: it does so once, for the first account
 * that held it, and never again by address (decision 122). Kept when that account goes.
 */
export const adminGrants = pgTable('admin_grants', {
  email: text('email').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  grantedAt: instant('granted_at').notNull().defaultNow(),
});

/** One signed-in device; its access tokens carry its id and die with it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authMethod: text('auth_method').notNull(),
    userAgent: text('user_agent'),
    /** Browser and system read from the user agent at sign-in (bowser), for 'Sesiones'. No address is kept. */
    browser: text('browser'),
    os: text('os'),
    /** 'aal1' after the password; 'aal2' once a second-step code was verified in this session (decision 920). */
    aal: text('aal').$type<'aal1' | 'aal2'>().notNull().default('aal1'),
    /** How and when the last second-step code of this session was verified ('totp' or 'recovery_code'). */
    mfaMethod: text('mfa_method'),
    mfaVerifiedAt: instant('mfa_verified_at'),
    refreshedAt: instant('refreshed_at'),
    ...timestamps,
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

/** Second-step factors (TOTP) of an account; `unverified` until its first code (decision 920). */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    factorType: text('factor_type').$type<'totp'>().notNull(),
    friendlyName: text('friendly_name'),
    status: text('status').$type<'unverified' | 'verified'>().notNull().default('unverified'),
    /** The TOTP secret (base32); the app needs it to check codes. */
    secret: text('secret').notNull(),
    /** The last 30-second time step whose code was accepted: a code of that step or older is refused. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    ...timestamps,
  },
  (table) => [index('mfa_factors_user_id_idx').on(table.userId)],
);

/** A challenge of a factor, answered once by a code within 5 minutes. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => mfaFactors.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    verifiedAt: instant('verified_at'),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('mfa_challenges_factor_id_idx').on(table.factorId)],
);

/** Single-use recovery codes of an account with a verified factor, as SHA-256 hashes. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: timestamps.createdAt,
  },
  (table) => [uniqueIndex('mfa_recovery_codes_user_code_idx').on(table.userId, table.codeHash)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each use revokes one and issues its child. */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique('auth_refresh_tokens_token_hash_unique'),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }),
    revokedAt: instant('revoked_at'),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('auth_refresh_tokens_session_id_idx').on(table.sessionId)],
);

/** A user's passkeys (WebAuthn discoverable credentials, decision 930); the public key only. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull().unique('passkeys_credential_id_unique'),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    lastUsedAt: instant('last_used_at'),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
);

/**
 * Single-use, short-lived ceremony state shared by every instance (decision 931): a WebAuthn
 * challenge, or an OpenID Connect sign-in's state (hashed) with its nonce and PKCE verifier.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    /** The challenge itself (base64url) or the SHA-256 hash of the OIDC state. */
    key: text('key').primaryKey(),
    purpose: text('purpose').$type<'passkey-register' | 'passkey-signin' | 'oidc'>().notNull(),
    /** Who registers a passkey; null for a sign-in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    expiresAt: instant('expires_at').notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('auth_challenges_expires_at_idx').on(table.expiresAt)],
);

/**
 * What the storage service knows of each stored file. The owner is the uploader's user id (from our
 * users or from a hosted Supabase project, hence no foreign key).
 */
export const storageObjects = pgTable(
  'storage_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    ownerId: uuid('owner_id').notNull(),
    fileName: text('file_name').notNull().unique('storage_objects_file_name_unique'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    etag: text('etag').notNull(),
    cacheControl: text('cache_control').notNull(),
    /** A PDF's name on the uploader's computer (sanitised), sent as its download name; null for images. */
    originalName: text('original_name'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('storage_objects_bucket_key_idx').on(table.bucket, table.key),
    index('storage_objects_owner_id_idx').on(table.ownerId),
  ],
);

/** Instance-wide settings an admin changes at run time, shared by every server process (decision 115). */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamps.updatedAt,
});

/** Single-use sign-up invitations (SIGNUPS=invite), valid 7 days; only the token's hash is kept. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('invitations_token_hash_unique'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('invitations_expires_at_idx').on(table.expiresAt)],
);

/**
 * One row per upload whose bytes were read and processed, stored or refused: the hourly upload
 * cap counts these (decision 853). Rows older than the window are deleted as new ones come.
 */
export const uploadAttempts = pgTable(
  'upload_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('upload_attempts_owner_created_idx').on(table.ownerId, table.createdAt)],
);

/**
 * Shared counts of rate limits and wrong passwords when several instances run on PostgreSQL
 * (decision 833), in the layout rate-limiter-flexible's RateLimiterPostgres expects: `key` is
 * "<counter name>:<key>", `expire` a time in milliseconds. Created here rather than by the library,
 * so that instances starting together do not race to create it.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/** Per-account settings that exist in both auth modes (no foreign key: hosted users have no row in users). */
export const accountSettings = pgTable('account_settings', {
  userId: uuid('user_id').primaryKey(),
  /** IANA zone of the owner's statistics days (issue 15); null until the tab saves the browser's. */
  timeZone: text('time_zone'),
  /** 'Resumen semanal por correo' (issue 42, decision 1020): opt-in, off by default. */
  weeklyReport: boolean('weekly_report').notNull().default(false),
  updatedAt: timestamps.updatedAt,
});

/**
 * One row per account and week of 'Resumen semanal por correo' (decision 1020): inserted as the claim
 * before the mail is sent, so one instance sends it; `week` is the Monday (local date) it is due.
 * `token_hash` is the SHA-256 of the mail's unsubscribe token (decision 1021).
 */
export const weeklyReports = pgTable(
  'weekly_reports',
  {
    /** Mailed to embedded accounts only; their reports go with them. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.week] }), uniqueIndex('weekly_reports_token_hash_idx').on(table.tokenHash)],
);

/**
 * The random salt of the visitors' hash for one date (decisions 714, 1011): a hit takes its owner's
 * local day's; deleted once that date has ended in every zone. In the database so that every
 * instance hashes a visitor the same way.
 */
export const statsSalts = pgTable('stats_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Raw hits, one row each, kept STATS_RAW_DAYS (90 by default). On both engines the migration makes
 * it a table partitioned by month on `ts` (decision 714): old months are dropped whole; the
 * partitions are created as batches need them. No IP or user agent: `visitor` is a keyed hash of
 * them under the day's salt. kind: 1 view, 2 click, 0 refused hit (bot, preview fetcher, prefetch,
 * HEAD), whose visitor is null. `tagged`: a view whose address carried utm_source, utm_medium or
 * utm_campaign (a campaign's visit, decision 1003).
 */
export const statsEvents = pgTable(
  'stats_events',
  {
    ts: timestamp('ts', { withTimezone: true, mode: 'date' }).notNull(),
    pageId: integer('page_id').notNull(),
    kind: smallint('kind').notNull(),
    itemId: integer('item_id'),
    target: text('target'),
    visitor: bigint('visitor', { mode: 'bigint' }),
    source: text('source'),
    medium: text('medium'),
    campaign: text('campaign'),
    country: text('country'),
    device: text('device'),
    browser: text('browser'),
    os: text('os'),
    tagged: boolean('tagged').notNull().default(false),
  },
  (table) => [index('stats_events_page_ts_idx').on(table.pageId, table.ts)],
);

/** Up to where (an instant: a whole hour, decision 716) a page's raw events are in the rollups below. */
export const statsRollupMarks = pgTable('stats_rollup_marks', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  rolledUntil: instant('rolled_until').notNull(),
});

/** Days of a page in its owner's zone (the open one as far as it is rolled up), kept for ever. */
export const statsPageDays = pgTable(
  'stats_page_days',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    bots: integer('bots').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.day] })],
);

/** Clicks per block (and target, '' the main one) and day; a deleted block's rows stay. */
export const statsBlockDays = pgTable(
  'stats_block_days',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull(),
    target: text('target').notNull().default(''),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.day, table.itemId, table.target] })],
);

/**
 * Views per dimension value and day (source, medium, country, device, browser, os; 'campaign' before
 * decision 1003): top 50
 * plus 'Otros' once the day is closed, every value while it is open (decision 716).
 */
export const statsDimensionDays = pgTable(
  'stats_dimension_days',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.day, table.dimension, table.value] })],
);

/**
 * 'Campañas' (issue 42, decision 1003): per local day and (source, medium, campaign) of tagged views
 * ('' for a missing utm_medium or utm_campaign), their views, visitors and the clicks of the visits
 * they began. Top 50 by views plus 'Otros' once the day is closed, every combination while it is open.
 */
export const statsCampaignDays = pgTable(
  'stats_campaign_days',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull().default(''),
    campaign: text('campaign').notNull().default(''),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.day, table.source, table.medium, table.campaign] })],
);

/**
 * The visitors (daily hashes) of a page's open day already in stats_page_days.visitors, so that
 * the raw hits after the mark add only new ones (decision 716); a day's rows go when it closes.
 * No foreign key: its check, one per new hash, was a fifth of a busy page's rollup. A trigger on
 * pages (migration 0012) deletes a deleted page's hashes, as the cascade did (decision 716).
 */
export const statsDayVisitors = pgTable(
  'stats_day_visitors',
  {
    pageId: integer('page_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: bigint('visitor', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.day, table.visitor] })],
);

/**
 * The same views summed per local month (`month`: its first day), rewritten from the days when one
 * of its days closes (decision 716): a month whose days are all closed equals their sum, so
 * long ranges read whole closed months here and only the other days from stats_dimension_days.
 */
export const statsDimensionMonths = pgTable(
  'stats_dimension_months',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.month, table.dimension, table.value] })],
);

/**
 * Goals from events (issue 42, decision 1005): unlocks (3), gate passes (4), sign-ups (5) and vCard
 * downloads (6) per block and local day; item 0 is the page itself (its own code or gate). Filled by
 * roll-up.ts with the other rollups; PDF downloads and a chosen block's clicks are clicks and are read
 * from stats_block_days.
 */
export const statsGoalDays = pgTable(
  'stats_goal_days',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    itemId: integer('item_id').notNull(),
    kind: smallint('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.day, table.itemId, table.kind] })],
);

/** Blocks whose clicks the owner counts as a goal ('Marcar como objetivo', decision 1005). */
export const statsGoalBlocks = pgTable(
  'stats_goal_blocks',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
  },
  (table) => [index('stats_goal_blocks_page_id_idx').on(table.pageId)],
);

export type PageRow = typeof pages.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type AuthSessionRow = typeof authSessions.$inferSelect;
export type MfaFactorRow = typeof mfaFactors.$inferSelect;
export type StorageObjectRow = typeof storageObjects.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

export type PasskeyRow = typeof passkeys.$inferSelect;
/**
 * An owner's own domain for one of their pages (issue 39, decision 940). The unique index makes a
 * domain belong to one page on the whole site. `next_check_at` is when the verification runs again
 * (null: no more automatic checks); the scheduler of any instance claims due rows with
 * FOR UPDATE SKIP LOCKED.
 */
export const customDomains = pgTable(
  'custom_domains',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    state: text('state').$type<'pending' | 'active' | 'error'>().notNull().default('pending'),
    reason: text('reason'),
    token: text('token').notNull(),
    attempts: integer('attempts').notNull().default(0),
    checkedAt: instant('checked_at'),
    nextCheckAt: instant('next_check_at'),
    /** The automatic checks stop 72 hours after this (the domain's creation or its last 'Comprobar ahora'). */
    checksSince: instant('checks_since').notNull().defaultNow(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('custom_domains_domain_idx').on(table.domain),
    index('custom_domains_page_id_idx').on(table.pageId),
    index('custom_domains_user_id_idx').on(table.userId),
    index('custom_domains_next_check_at_idx').on(table.nextCheckAt),
  ],
);
export type CustomDomainRow = typeof customDomains.$inferSelect;

/**
 * An owner's webhook endpoint (issue 40, decision 995): an https URL, the events it wants and its
 * signing secret (`whsec_<base64>`, shown once; kept as it is because every delivery signs with it).
 * `failing_since`: a delivery ran out of its 24 hours of retries; cleared by the next success.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    failingSince: instant('failing_since'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_user_id_idx').on(table.userId)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * The delivery queue and its log (decision 996): one row per message and endpoint, with the exact
 * body that is signed. 'pending' rows are due at `next_attempt_at`; any instance claims them with
 * FOR UPDATE SKIP LOCKED and moves `next_attempt_at` on by a lease while it sends.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    state: text('state').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    /** Retries stop 24 hours after this (the event, or the last 'Reenviar'). */
    retrySince: instant('retry_since').notNull().defaultNow(),
    lastAttemptAt: instant('last_attempt_at'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_id_idx').on(table.endpointId, table.id),
    index('webhook_deliveries_next_attempt_at_idx').on(table.nextAttemptAt),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Personal API tokens ('Mi cuenta' > 'Tokens de API', issue 40, decision 990): the SHA-256 of the
 * secret, never the secret. No foreign key to `users`, so that they work with a hosted project too;
 * deleting the account deletes them. Revoking deletes the row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    /** 'read': GET and HEAD only; 'write': every method. */
    scope: text('scope').$type<'read' | 'write'>().notNull(),
    /** Hex SHA-256 of the whole token. */
    tokenHash: text('token_hash').notNull().unique('api_tokens_token_hash_unique'),
    /** The token's first characters ('lh_AbCd'), to tell tokens apart in the list. */
    prefix: text('prefix').notNull(),
    expiresAt: instant('expires_at'),
    /** Written at most once a minute. */
    lastUsedAt: instant('last_used_at'),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('api_tokens_user_id_idx').on(table.userId)],
);
export type ApiTokenRow = typeof apiTokens.$inferSelect;

/**
 * A visitor's sign-up through a page's 'Suscripción por correo' block (issue 40, decision 985):
 * 'pending' until the mailed link is followed (SMTP_URL set), 'confirmed' then, 'unconfirmed' when
 * the instance sends no mail. One row per page and address; unsubscribing deletes the row. The token
 * (confirmation and unsubscribe links) is kept as a SHA-256 hash.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name'),
    state: text('state').$type<'pending' | 'confirmed' | 'unconfirmed'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    confirmedAt: instant('confirmed_at'),
  },
  (table) => [
    uniqueIndex('subscribers_page_id_email_idx').on(table.pageId, table.email),
    uniqueIndex('subscribers_token_hash_idx').on(table.tokenHash),
  ],
);

export type SubscriberRow = typeof subscribers.$inferSelect;
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The share image drawn for a page without one of its own (issue 38, decision 981): the last one,
 * with the hash of what it was drawn from, so every instance serves it and a change draws it again.
 */
export const shareImages = pgTable('share_images', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  inputsHash: text('inputs_hash').notNull(),
  png: bytes('png').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * 'Compartir estadísticas' (issue 42, decision 1015): a secret read-only address for one page's
 * statistics. The token is kept as its hex SHA-256, the optional password as an argon2id hash. At
 * most one address per page is live (revoked_at null); revoking or making a new one ends it.
 */
export const statsShares = pgTable(
  'stats_shares',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    passwordHash: text('password_hash'),
    createdAt: instant('created_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    uniqueIndex('stats_shares_token_hash_idx').on(table.tokenHash),
    uniqueIndex('stats_shares_live_page_idx').on(table.pageId).where(sql`revoked_at is null`),
  ],
);
export type StatsShareRow = typeof statsShares.$inferSelect;
