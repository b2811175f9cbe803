import type { Page, createPageSchema } from '@shared/schemas/page';
import type { z } from '@shared/zod';
import type { AppContext } from '../../context';
import { insertPage } from './insert-page';
import { toPageDto } from './page-dto';

export async function createPage(
  ctx: AppContext,
  userId: string,
  input: z.output<typeof createPageSchema>,
): Promise<Page> {
  const row = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    const inserted = await insertPage(
      tx,
      { userId, title: input.title },
      input.slug ? { explicit: input.slug } : { base: input.title },
      ctx.limits.pagesPerUser,
    );
    // A new page may take a slug a visitor was just told does not exist.
    announce({ type: 'pages', ids: [inserted.id] });
    return inserted;
  });
  return toPageDto(row);
}
