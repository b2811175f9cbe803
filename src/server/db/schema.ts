import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

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
    parentPageId: integer('parent_page_id').references((): AnyPgColumn => pages.id, {
      onDelete: 'cascade',
    }),
    ...timestamps,
  },
  (table) => [
    index('pages_user_id_idx').on(table.userId),
    index('pages_parent_page_id_idx').on(table.parentPageId),
  ],
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
    /** The last sequenced save applied: which editor (browser) sent it and its number there (decision 505). */
    saveWriter: text('save_writer'),
    saveSeq: bigint('save_seq', { mode: 'number' }),
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
    passwordHash: text('password_hash').notNull(),
    identityId: uuid('identity_id').notNull().defaultRandom(),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    emailConfirmedAt: instant('email_confirmed_at'),
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationSentAt: instant('confirmation_sent_at'),
    lastSignInAt: instant('last_sign_in_at'),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_confirmation_token_hash_idx').on(table.confirmationTokenHash)],
);

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
    ip: text('ip'),
    refreshedAt: instant('refreshed_at'),
    ...timestamps,
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
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
    ...timestamps,
  },
  (table) => [
    uniqueIndex('storage_objects_bucket_key_idx').on(table.bucket, table.key),
    index('storage_objects_owner_id_idx').on(table.ownerId),
  ],
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

export type PageRow = typeof pages.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type AuthSessionRow = typeof authSessions.$inferSelect;
export type StorageObjectRow = typeof storageObjects.$inferSelect;
