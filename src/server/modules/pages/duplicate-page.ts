import { asc, eq } from 'drizzle-orm';
import { LIMITS } from '@shared/constants';
import type { Page } from '@shared/schemas/page';
import type { AppContext } from '../../context';
import type { Database, Executor } from '../../db/client';
import { type PageRow, items, pages } from '../../db/schema';
import { findOwnedPage } from './find-owned-page';
import { insertPage } from './insert-page';
import { toPageDto } from './page-dto';

const MAX_DEPTH = 100;

/**
 * How a tree copy runs its steps: all in the caller's transaction (`inTransaction`), or each step
 * in a short transaction of its own after a turn for other requests (`inChunks`, decision 868).
 */
export type CopySteps = <T>(step: (tx: Executor) => Promise<T>) => Promise<T>;

export const inTransaction =
  (tx: Executor): CopySteps =>
  (step) =>
    step(tx);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export const inChunks =
  (db: Database): CopySteps =>
  async (step) => {
    await nextTurn();
    return db.transaction((tx) => step(tx));
  };

/**
 * A full copy of a page: a new unique slug and title, its items in order, and its subpages copied
 * recursively so that the copy's subpage blocks point to the copies. A tree of subpages is large:
 * it is copied one page at a time, each page and each page's blocks in a short transaction of its
 * own, with a turn for other requests in between (decision 868); if a step fails, the copy made so
 * far is deleted (its subpages and blocks go with it).
 */
export async function duplicatePage(ctx: AppContext, userId: string, pageId: number): Promise<Page> {
  const source = await findOwnedPage(ctx.db, pageId, userId);
  const title = `${source.title} (copia)`.slice(0, LIMITS.titleMax);
  const made: number[] = [];
  let copy: PageRow;
  try {
    copy = await copyPageTree(inChunks(ctx.db), source, { title, parentPageId: source.parentPageId, slugBase: `${source.slug}-copia` }, ctx.limits.pagesPerUser, 0, made);
  } catch (error) {
    if (made[0] !== undefined) await ctx.db.delete(pages).where(eq(pages.id, made[0]));
    throw error;
  }
  await ctx.changes.publish({ type: 'pages', ids: [copy.id] });
  return toPageDto(copy);
}

/**
 * Copies `source` and everything below it, each step through `steps`; answers the new root row.
 * `made` collects the copies' ids, the root first.
 */
export async function copyPageTree(
  steps: CopySteps,
  source: PageRow,
  target: { title: string; parentPageId: number | null; slugBase: string },
  maxPages: number,
  depth = 0,
  made: number[] = [],
): Promise<PageRow> {
  // The copy keeps 'Contenido sensible' but never the password (issue 36): its owner sets a new one.
  const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, passwordHash: _password, redirect, ...fields } = source;
  const copy = await steps((tx) =>
    insertPage(tx, { ...fields, redirect: null, title: target.title, parentPageId: target.parentPageId }, { base: target.slugBase }, maxPages),
  );
  made.push(copy.id);

  const copiedChildren = new Map<number, number>();
  if (depth < MAX_DEPTH) {
    const children = await steps((tx) => tx.select().from(pages).where(eq(pages.parentPageId, source.id)).orderBy(asc(pages.id)));
    for (const child of children) {
      // A copy made by this same call is never copied again, wherever it was put.
      if (made.includes(child.id)) continue;
      const childCopy = await copyPageTree(
        steps,
        child,
        { title: child.title, parentPageId: copy.id, slugBase: child.slug },
        maxPages,
        depth + 1,
        made,
      );
      copiedChildren.set(child.id, childCopy.id);
    }
  }

  await steps(async (tx) => {
    const sourceItems = await tx.select().from(items).where(eq(items.pageId, source.id)).orderBy(asc(items.order), asc(items.id));
    if (sourceItems.length === 0) return;
    const copied = await tx.insert(items).values(
      sourceItems.map((item, index) => ({
        pageId: copy.id,
        type: item.type,
        order: index,
        content: remapSubpage(item.type, item.content, copiedChildren),
        linkUrl: item.linkUrl,
        isSticky: item.isSticky,
        // Codes are never copied (issue 36, decision 965): a locked block's copy stays hidden, so its
        // target is not shown openly, until the owner locks it again or shows it.
        isVisible: item.isVisible && item.lockHash === null,
        sensitive: item.sensitive,
        visibleFrom: item.visibleFrom,
        visibleUntil: item.visibleUntil,
      })),
    ).returning({ id: items.id, order: items.order });
    // The copy's redirect leads to the copy of its link block (issue 36).
    const target = redirect ? sourceItems.findIndex((item) => item.id === redirect.itemId) : -1;
    const itemId = copied.find((item) => item.order === target)?.id;
    if (redirect && itemId !== undefined) await tx.update(pages).set({ redirect: { ...redirect, itemId } }).where(eq(pages.id, copy.id));
  });
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
