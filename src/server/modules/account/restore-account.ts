import { eq } from 'drizzle-orm';
import { isBlockType } from '@shared/blocks';
import { pageSchema, pageTitle, updatePageSchema } from '@shared/schemas/page';
import { scheduleDate } from '@shared/schemas/item';
import { z } from '@shared/zod';
import type { ChangeBus } from '../../changes/change-bus';
import type { Database } from '../../db/client';
import { type PageRow, pages, users } from '../../db/schema';
import { checkContent } from '../items/content';
import { insertItemAt } from '../items/insert-at';
import { insertPage } from '../pages/insert-page';
import { EXPORT_FORMAT } from './export-account';

/** The part of 'Descargar mis datos' (export-account.ts) a restore reads; other fields are ignored. */
const accountExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT.format),
  version: z.literal(EXPORT_FORMAT.version),
  pages: z.array(
    pageSchema.pick({ id: true, title: true, slug: true, parentPageId: true }).passthrough().extend({
      items: z.array(z.object({ type: z.string(), content: z.record(z.string(), z.unknown()), linkUrl: z.string().nullable().optional(), isSticky: z.boolean().optional(), isVisible: z.boolean().optional(), id: z.number().int().optional(), visibleFrom: scheduleDate.optional(), visibleUntil: scheduleDate.optional() })),
    }),
  ),
});

export interface RestoreReport {
  accountCreated: boolean;
  pagesCreated: number;
  pagesKept: number;
  blocksCreated: number;
}

export class RestoreRefused extends Error {}

/**
 * `npm run admin -- restore FILE --email ADDRESS` (issue 37): the account export of this or another
 * site restored into the account with that address, created (without a password: `reset-link`
 * gives one) when there is none. Pages are made in one transaction, parents before subpages, each
 * setting and block checked with the API's schemas, subpage blocks pointing to the new subpages; a
 * taken slug gets a suffix. Safe to run twice: a page the account already has (same title, and its
 * slug or the slug with a suffix) is kept, not made again. Uploaded files keep the addresses the
 * export names.
 */
export async function restoreAccount(db: Database, changes: ChangeBus, email: string, text: string, maxPages: number): Promise<RestoreReport> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RestoreRefused('El archivo no es JSON.');
  }
  const parsed = accountExportSchema.safeParse(data);
  if (!parsed.success) throw new RestoreRefused(`El archivo no es una exportación de cuenta de LinkHub (${parsed.error.issues[0]?.path.join('.') ?? ''}).`);
  const exported = parsed.data.pages;
  const report: RestoreReport = { accountCreated: false, pagesCreated: 0, pagesKept: 0, blocksCreated: 0 };

  await changes.transaction(db, async (tx, announce) => {
    let [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) {
      [user] = await tx.insert(users).values({ email, username: email, emailConfirmedAt: new Date() }).returning({ id: users.id });
      report.accountCreated = true;
    }
    const userId = user!.id;
    const owned = await tx.select().from(pages).where(eq(pages.userId, userId));
    const made = new Map<number, PageRow>();
    const kept = new Set<number>();
    const remaining = [...exported];
    // Parents first: a page waits until its parent (if it is in the export) is made or kept.
    while (remaining.length > 0) {
      const index = remaining.findIndex((page) => page.parentPageId === null || !exported.some((other) => other.id === page.parentPageId) || made.has(page.parentPageId) || kept.has(page.parentPageId));
      if (index === -1) throw new RestoreRefused('Las subpáginas de la exportación forman un ciclo.');
      const page = remaining.splice(index, 1)[0]!;
      const existing = owned.find((row) => row.title === page.title && (row.slug === page.slug || row.slug.startsWith(`${page.slug}-`)));
      if (existing) {
        kept.add(page.id);
        made.set(page.id, existing);
        report.pagesKept++;
        continue;
      }
      // A redirect names an item id of the export: set once the items are made.
      const { id: _id, slug, title, parentPageId, items: _items, redirect: _redirect, ...rest } = page;
      const settings = updatePageSchema.omit({ slug: true, title: true }).strip().safeParse(rest);
      if (!settings.success) throw new RestoreRefused(`Página «${title}»: ${settings.error.issues[0]?.message}`);
      const row = await insertPage(tx, { ...settings.data, title: pageTitle.parse(title), userId, parentPageId: parentPageId === null ? null : (made.get(parentPageId)?.id ?? null) }, { base: slug }, maxPages);
      made.set(page.id, row);
      report.pagesCreated++;
    }
    for (const page of exported) {
      if (kept.has(page.id)) continue;
      const pageId = made.get(page.id)!.id;
      const newIds = new Map<number, number>();
      for (const item of page.items) {
        if (!isBlockType(item.type)) throw new RestoreRefused(`Página «${page.title}»: tipo de bloque desconocido (${item.type}).`);
        const content = checkContent(item.type, item.content);
        if (item.type === 'subpage' && typeof content.pageId === 'number') content.pageId = made.get(content.pageId)?.id ?? 0;
        const schedule = { visibleFrom: item.visibleFrom ?? null, visibleUntil: item.visibleUntil ?? null };
        const inserted = await insertItemAt(tx, pageId, undefined, { type: item.type, content, linkUrl: item.linkUrl ?? null, isSticky: item.isSticky ?? false, isVisible: item.isVisible ?? true, ...schedule });
        if (item.id !== undefined && item.type === 'link') newIds.set(item.id, inserted.id);
        report.blocksCreated++;
      }
      const redirect = updatePageSchema.shape.redirect.safeParse(page.redirect);
      const itemId = redirect.success && redirect.data ? newIds.get(redirect.data.itemId) : undefined;
      if (redirect.success && redirect.data && itemId !== undefined) await tx.update(pages).set({ redirect: { ...redirect.data, itemId } }).where(eq(pages.id, pageId));
    }
    const ids = [...made.values()].map((row) => row.id);
    if (ids.length) announce({ type: 'pages', ids });
  });
  return report;
}
