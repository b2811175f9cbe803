import { asc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth/token-verifier';
import { items, pages, users } from '../../db/schema';
import { toItemDto } from '../items/item-dto';
import { toPageDto } from '../pages/page-dto';
import { listOwnerObjects } from '../storage/owner-objects';
import type { AccountsContext } from './accounts-context';

/** The file format of 'Descargar mis datos'; a new field keeps the version, a changed one bumps it. */
export const EXPORT_FORMAT = { format: 'linkhub-export', version: 1 } as const;

/**
 * GET /api/account/export: one JSON document with the account, every page (settings included) with
 * every block, and every uploaded file (any bucket) with its public URL (decision 113).
 */
export async function exportAccount(ctx: AccountsContext, caller: AuthUser, origin: string) {
  const [row] = ctx.embedded ? await ctx.db.select().from(users).where(eq(users.id, caller.id)) : [];
  const pageRows = await ctx.db.select().from(pages).where(eq(pages.userId, caller.id)).orderBy(asc(pages.id));
  const pageIds = pageRows.map((page) => page.id);
  const itemRows = pageIds.length
    ? await ctx.db.select().from(items).where(inArray(items.pageId, pageIds)).orderBy(asc(items.pageId), asc(items.order), asc(items.id))
    : [];
  const files = await listOwnerObjects(ctx.db, caller.id);

  return {
    ...EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    account: {
      id: caller.id,
      email: row?.email ?? caller.email,
      createdAt: row?.createdAt.toISOString() ?? null,
      emailConfirmedAt: row?.emailConfirmedAt?.toISOString() ?? null,
      lastSignInAt: row?.lastSignInAt?.toISOString() ?? null,
      userMetadata: row?.userMetadata ?? {},
    },
    pages: pageRows.map((page) => ({
      ...toPageDto(page),
      publicUrl: `${origin}/view/${encodeURIComponent(page.slug)}`,
      items: itemRows.filter((item) => item.pageId === page.id).map(toItemDto),
    })),
    files: files.map((file) => ({
      bucket: file.bucket,
      key: file.key,
      url: encodeURI(`${origin}/storage/v1/object/public/${file.bucket}/${file.key}`),
      contentType: file.contentType,
      size: file.size,
      createdAt: file.createdAt.toISOString(),
      updatedAt: file.updatedAt.toISOString(),
    })),
  };
}
