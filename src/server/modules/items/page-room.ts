import { eq } from 'drizzle-orm';
import { LIMITS } from '@shared/constants';
import { type BlockRoom, blockRoom, pageRoomExceeded } from '@shared/content-size';
import type { Executor } from '../../db/client';
import { items } from '../../db/schema';
import { AppError, MESSAGES } from '../../errors';

type Block = { content: unknown; linkUrl?: string | null | undefined };

/**
 * Refuses a write that would take a page past its total content or its rendered size (decision
 * 850): `added` is a new block, `replaced` an existing block's new content. A page already over a
 * cap (rows older than the caps) may still shrink: a change that makes no block larger passes.
 * The caller holds the page's lock.
 */
export async function checkPageRoom(
  db: Executor,
  pageId: number,
  change: { added: Block } | { replaced: { itemId: number } & Block },
): Promise<void> {
  const rows = await db.select({ id: items.id, content: items.content, linkUrl: items.linkUrl }).from(items).where(eq(items.pageId, pageId));
  const rooms: BlockRoom[] = [];
  let before: BlockRoom | null = null;
  let after: BlockRoom;
  if ('added' in change) {
    for (const row of rows) rooms.push(blockRoom(row));
    after = blockRoom(change.added);
  } else {
    for (const row of rows) {
      if (row.id === change.replaced.itemId) before = blockRoom(row);
      else rooms.push(blockRoom(row));
    }
    after = blockRoom(change.replaced);
  }
  const exceeded = pageRoomExceeded([...rooms, after], LIMITS);
  if (!exceeded) return;
  if (before && after.contentBytes <= before.contentBytes && after.renderedBytes <= before.renderedBytes) return;
  throw exceeded === 'content'
    ? new AppError(409, 'page_content_too_large', MESSAGES.pageContentTooLarge(LIMITS.pageContentBytes))
    : new AppError(409, 'page_render_too_large', MESSAGES.pageRenderTooLarge(LIMITS.pageRenderBytes));
}
