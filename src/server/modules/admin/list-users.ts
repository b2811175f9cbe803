import { count, desc, eq, ilike, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminUser, type AdminUserList } from '@shared/schemas/account';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const userColumns = {
  id: users.id,
  email: users.email,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  emailConfirmedAt: users.emailConfirmedAt,
  disabledAt: users.disabledAt,
  isAdmin: users.isAdmin,
  pages: sql<number>`(select count(*) from pages where pages.user_id = users.id)`.mapWith(Number),
  storageBytes: sql<number>`(select coalesce(sum(size), 0) from storage_objects where storage_objects.owner_id = users.id)`.mapWith(Number),
};

interface Row {
  id: string;
  email: string;
  createdAt: Date;
  lastSignInAt: Date | null;
  emailConfirmedAt: Date | null;
  disabledAt: Date | null;
  isAdmin: boolean;
  pages: number;
  storageBytes: number;
}

function toAdminUser(row: Row): AdminUser {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    emailConfirmed: row.emailConfirmedAt !== null,
    disabled: row.disabledAt !== null,
    isAdmin: row.isAdmin,
    pages: row.pages,
    storageBytes: row.storageBytes,
  };
}

/** The admin's list: newest accounts first, 50 at a time, optionally those whose e-mail contains `q`. */
export async function listUsers(db: Executor, query: { q?: string | undefined; offset?: number | undefined }): Promise<AdminUserList> {
  const text = query.q?.trim().toLowerCase();
  const where = text ? ilike(users.email, likePattern(text)) : undefined;
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(query.offset ?? 0);
  const [total] = await db.select({ total: count() }).from(users).where(where);
  return { users: rows.map(toAdminUser), total: total?.total ?? 0 };
}

/** One account as the admin's list shows it, or null. */
export async function findAdminUser(db: Executor, id: string): Promise<AdminUser | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row ? toAdminUser(row) : null;
}
