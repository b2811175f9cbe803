import { asc, eq } from 'drizzle-orm';
import { LIMITS } from '@shared/constants';
import type { Page } from '@shared/schemas/page';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { type PageRow, items, pages } from '../../db/schema';
import { findOwnedPage } from './find-owned-page';
import { insertPage } from './insert-page';
import { toPageDto } from './page-dto';

const MAX_DEPTH = 100;

/**
 * A full copy of a page: a new unique slug and title, its items in order, and its subpages copied
 * recursively so that the copy's subpage blocks point to the copies.
 */
export async function duplicatePage(ctx: AppContext, userId: string, pageId: number): Promise<Page> {
  const copy = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    const source = await findOwnedPage(tx, pageId, userId, { lock: true });
    const title = `${source.title} (copia)`.slice(0, LIMITS.titleMax);
    const row = await copyPageTree(tx, source, { title, parentPageId: source.parentPageId, slugBase: `${source.slug}-copia` }, ctx.limits.pagesPerUser);
    announce({ type: 'pages', ids: [row.id] });
    return row;
  });
  return toPageDto(copy);
}

/** Copies `source` and everything below it; answers the new root row. */
export async function copyPageTree(
  tx: Executor,
  source: PageRow,
  target: { title: string; parentPageId: number | null; slugBase: string },
  maxPages: number,
  depth = 0,
  made = new Set<number>(),
): Promise<PageRow> {
  const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, ...fields } = source;
  const copy = await insertPage(
    tx,
    { ...fields, title: target.title, parentPageId: target.parentPageId },
    { base: target.slugBase },
    maxPages,
  );
  made.add(copy.id);

  const copiedChildren = new Map<number, number>();
  if (depth < MAX_DEPTH) {
    const children = await tx.select().from(pages).where(eq(pages.parentPageId, source.id)).orderBy(asc(pages.id));
    for (const child of children) {
      // A copy made by this same call is never copied again, wherever it was put.
      if (made.has(child.id)) continue;
      const childCopy = await copyPageTree(
        tx,
        child,
        { title: child.title, parentPageId: copy.id, slugBase: child.slug },
        maxPages,
        depth + 1,
        made,
      );
      copiedChildren.set(child.id, childCopy.id);
    }
  }

  const sourceItems = await tx.select().from(items).where(eq(items.pageId, source.id)).orderBy(asc(items.order), asc(items.id));
  if (sourceItems.length > 0) {
    await tx.insert(items).values(
      sourceItems.map((item, index) => ({
        pageId: copy.id,
        type: item.type,
        order: index,
        content: remapSubpage(item.type, item.content, copiedChildren),
        linkUrl: item.linkUrl,
        isSticky: item.isSticky,
        isVisible: item.isVisible,
      })),
    );
  }
  return copy;
}

function remapSubpage(
  type: string,
  content: Record<string, unknown>,
  copiedChildren: Map<number, number>,
): Record<string, unknown> {
  if (type !== 'subpage' || typeof content.pageId !== 'number') return content;
  const copiedId = copiedChildren.get(content.pageId);
  return copiedId ? { ...content, pageId: copiedId } : content;
}
