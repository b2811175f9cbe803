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
  const row = await ctx.db.transaction((tx) =>
    insertPage(
      tx,
      { userId, title: input.title },
      input.slug ? { explicit: input.slug } : { base: input.title },
      ctx.limits.pagesPerUser,
    ),
  );
  ctx.changes.touch(row.id);
  return toPageDto(row);
}
