import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/token-verifier';
import { type ItemRow, items, pages, storageObjects, type SubscriberRow, subscribers, users } from '../../db/schema';
import { toItemDto } from '../items/item-dto';
import { toPageDto } from '../pages/page-dto';
import { toSubscriberDto } from '../subscribers/list-subscribers';
import type { AccountsContext } from './accounts-context';

/** The file format of 'Descargar mis datos'; a new field keeps the version, a changed one bumps it. */
export const EXPORT_FORMAT = { format: 'linkhub-export', version: 1 } as const;

/** Pages read at a time (with their blocks: at most 200 each), and file rows read at a time. */
export const EXPORT_PAGE_BATCH = 20;
export const EXPORT_FILE_BATCH = 500;

/** `value` as it sits in an array two levels down in `JSON.stringify(…, null, 2)`. */
const element = (value: unknown) => `    ${JSON.stringify(value, null, 2).replace(/\n/g, '\n    ')}`;

/**
 * GET /api/account/export: one JSON document with the account, every page (settings included) with
 * every block, and every uploaded file (any bucket) with its public URL (decision 113), written as
 * it is read (decision 868): pages `EXPORT_PAGE_BATCH` at a time with their blocks, files
 * `EXPORT_FILE_BATCH` at a time, each batch by keyset, so that no query and no string holds the
 * whole account and other requests get their turns between batches. The text is exactly
 * `JSON.stringify(document, null, 2)`.
 */
export async function* exportAccount(ctx: AccountsContext, caller: AuthUser, origin: string): AsyncGenerator<string> {
  const [row] = ctx.embedded ? await ctx.db.select().from(users).where(eq(users.id, caller.id)) : [];
  const head = JSON.stringify(
    {
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
    },
    null,
    2,
  );
  yield `${head.slice(0, -2)},\n  "pages": [`;

  let written = 0;
  for (let after = 0; ; ) {
    const pageRows = await ctx.db
      .select()
      .from(pages)
      .where(and(eq(pages.userId, caller.id), gt(pages.id, after)))
      .orderBy(asc(pages.id))
      .limit(EXPORT_PAGE_BATCH);
    if (pageRows.length === 0) break;
    const itemRows = await ctx.db
      .select()
      .from(items)
      .where(inArray(items.pageId, pageRows.map((page) => page.id)))
      .orderBy(asc(items.pageId), asc(items.order), asc(items.id));
    const byPage = new Map<number, ItemRow[]>();
    for (const item of itemRows) byPage.set(item.pageId, [...(byPage.get(item.pageId) ?? []), item]);
    // The pages' sign-ups ('Suscripción por correo', issue 40) go with them.
    const subscriberRows = await ctx.db
      .select()
      .from(subscribers)
      .where(inArray(subscribers.pageId, pageRows.map((page) => page.id)))
      .orderBy(asc(subscribers.pageId), asc(subscribers.id));
    const subscribersByPage = new Map<number, SubscriberRow[]>();
    for (const row of subscriberRows) subscribersByPage.set(row.pageId, [...(subscribersByPage.get(row.pageId) ?? []), row]);
    for (const page of pageRows) {
      const text = element({
        ...toPageDto(page),
        publicUrl: `${origin}/view/${encodeURIComponent(page.slug)}`,
        items: (byPage.get(page.id) ?? []).map(toItemDto),
        subscribers: (subscribersByPage.get(page.id) ?? []).map(toSubscriberDto),
      });
      yield `${written++ === 0 ? '\n' : ',\n'}${text}`;
    }
    after = pageRows[pageRows.length - 1]!.id;
    if (pageRows.length < EXPORT_PAGE_BATCH) break;
  }
  yield written === 0 ? '],\n  "files": [' : '\n  ],\n  "files": [';

  written = 0;
  for (let after: { bucket: string; key: string } | null = null; ; ) {
    const fileRows = await fileBatch(ctx, caller.id, after);
    if (fileRows.length === 0) break;
    for (const file of fileRows) {
      const text = element({
        bucket: file.bucket,
        key: file.key,
        url: encodeURI(`${origin}/storage/v1/object/public/${file.bucket}/${file.key}`),
        contentType: file.contentType,
        size: file.size,
        createdAt: file.createdAt.toISOString(),
        updatedAt: file.updatedAt.toISOString(),
      });
      yield `${written++ === 0 ? '\n' : ',\n'}${text}`;
    }
    const last = fileRows[fileRows.length - 1]!;
    after = { bucket: last.bucket, key: last.key };
    if (fileRows.length < EXPORT_FILE_BATCH) break;
  }
  yield written === 0 ? ']\n}' : '\n  ]\n}';
}

/** The owner's next `EXPORT_FILE_BATCH` file rows after `after`, in (bucket, key) order. */
function fileBatch(ctx: AccountsContext, ownerId: string, after: { bucket: string; key: string } | null) {
  const owner = eq(storageObjects.ownerId, ownerId);
  return ctx.db
    .select({
      bucket: storageObjects.bucket,
      key: storageObjects.key,
      contentType: storageObjects.contentType,
      size: storageObjects.size,
      createdAt: storageObjects.createdAt,
      updatedAt: storageObjects.updatedAt,
    })
    .from(storageObjects)
    .where(after ? and(owner, sql`(${storageObjects.bucket}, ${storageObjects.key}) > (${after.bucket}, ${after.key})`) : owner)
    .orderBy(asc(storageObjects.bucket), asc(storageObjects.key))
    .limit(EXPORT_FILE_BATCH);
}
