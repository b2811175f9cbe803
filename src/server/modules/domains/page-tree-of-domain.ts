import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pages } from '../../db/schema';

/** Subpages nest only so deep (decision 851); a longer walk means a cycle or a foreign page. */
const MAX_DEPTH = 32;

/** Whether `pageId` is the domain's page or one of its subpages (at any depth). */
export async function isInTree(db: Executor, pageId: number, rootId: number): Promise<boolean> {
  let current: number | null = pageId;
  for (let depth = 0; current !== null && depth < MAX_DEPTH; depth++) {
    if (current === rootId) return true;
    const [row]: { parent: number | null }[] = await db.select({ parent: pages.parentPageId }).from(pages).where(eq(pages.id, current));
    current = row?.parent ?? null;
  }
  return false;
}
