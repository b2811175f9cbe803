import { blockDefaults } from '@shared/blocks';
import { STORAGE_BUCKETS } from '@shared/constants';
import type { ImportBlock, importRequestSchema } from '@shared/schemas/import';
import type { Page } from '@shared/schemas/page';
import type { z } from '@shared/zod';
import type { AppContext } from '../../context';
import { checkContent } from '../items/content';
import { checkItemCap, insertItemAt } from '../items/insert-at';
import { checkPageRoom } from '../items/page-room';
import { findOwnedPage } from '../pages/find-owned-page';
import { insertPage } from '../pages/insert-page';
import { toPageDto } from '../pages/page-dto';
import { copyRemoteImage, type FileRoom } from './keep-file';

type Request = z.output<typeof importRequestSchema>;

/** A block of the preview as the content the items API would store. */
function contentOf(block: ImportBlock): { type: 'link' | 'heading'; content: Record<string, unknown> } {
  if (block.type === 'link') return { type: 'link', content: checkContent('link', { ...blockDefaults('link'), title: block.title, url: block.url }) };
  return { type: 'heading', content: checkContent('heading', { ...blockDefaults('heading'), text: block.text }) };
}

/**
 * Creates what a preview lists (issue 37) in one transaction: a new page with its title (a taken
 * slug gets a suffix), bio and social icons, or the end of one of the caller's pages; then each
 * block in order, within the page's block cap and content limits. Any refusal rolls all of it back.
 * A new page's profile photo is copied first, as an upload (`copyRemoteImage`); a photo that cannot
 * be read is left out (an unused copy left by a refusal later is collected as any unused image).
 */
export async function importPage(ctx: AppContext, room: FileRoom, userId: string, request: Request): Promise<Page> {
  const { preview, target } = request;
  const profileImage = target.kind === 'new' && preview.profileImageUrl ? await copyRemoteImage(room, userId, preview.profileImageUrl, STORAGE_BUCKETS.profilePicture) : null;
  const row = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    const page =
      target.kind === 'new'
        ? await insertPage(tx, { userId, title: preview.title, bio: preview.bio, socialLinks: preview.socialLinks, profileImage }, { base: preview.title }, ctx.limits.pagesPerUser)
        : await findOwnedPage(tx, target.pageId, userId, { lock: true });
    announce({ type: 'pages', ids: [page.id] });
    for (const block of preview.blocks) {
      const { type, content } = contentOf(block);
      await checkItemCap(tx, page.id, ctx.limits.itemsPerPage);
      await checkPageRoom(tx, page.id, { added: { content, linkUrl: null } });
      await insertItemAt(tx, page.id, undefined, { type, content, linkUrl: null, isSticky: false, isVisible: block.visible });
    }
    return page;
  });
  return toPageDto(row);
}
