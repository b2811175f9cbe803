import { eq } from 'drizzle-orm';
import type { Page, UpdatePageInput } from '@shared/schemas/page';
import type { AppContext } from '../../context';
import { pages } from '../../db/schema';
import { AppError, MESSAGES } from '../../errors';
import { findOwnedPage } from './find-owned-page';
import { toPageDto } from './page-dto';

const UNIQUE_VIOLATION = '23505';

export async function updatePage(
  ctx: AppContext,
  userId: string,
  pageId: number,
  changes: UpdatePageInput,
): Promise<Page> {
  if (Object.keys(changes).length === 0) throw new AppError(400, MESSAGES.nothingToUpdate);
  await findOwnedPage(ctx.db, pageId, userId);
  try {
    const row = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
      const [updated] = await tx.update(pages).set(changes).where(eq(pages.id, pageId)).returning();
      if (!updated) throw new AppError(404, MESSAGES.pageNotFound);
      announce({ type: 'pages', ids: [updated.id] });
      return updated;
    });
    return toPageDto(row);
  } catch (error) {
    if (changes.slug && isUniqueViolation(error)) {
      throw new AppError(409, MESSAGES.slugTaken(changes.slug));
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
