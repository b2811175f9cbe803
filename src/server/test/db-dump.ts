import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authRefreshTokens, authSessions, items, pages, statsShares, storageObjects, users } from '../db/schema';

/** The content tables, every row in id order: what a refused call must leave as it was. */
export async function dumpContent(db: Database) {
  return {
    pages: await db.select().from(pages).orderBy(asc(pages.id)),
    items: await db.select().from(items).orderBy(asc(items.id)),
    storageObjects: await db.select().from(storageObjects).orderBy(asc(storageObjects.id)),
    statsShares: await db.select().from(statsShares).orderBy(asc(statsShares.id)),
  };
}

/** Every table, accounts and sessions included. */
export async function dumpAll(db: Database) {
  return {
    ...(await dumpContent(db)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    authSessions: await db.select().from(authSessions).orderBy(asc(authSessions.id)),
    authRefreshTokens: await db.select().from(authRefreshTokens).orderBy(asc(authRefreshTokens.id)),
  };
}
