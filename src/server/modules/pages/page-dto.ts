import { type Page, type PublicPage, publicPageSchema } from '@shared/schemas/page';
import type { PageRow } from '../../db/schema';

/** The owner's form of a page: the password's hash never leaves the server, only `hasPassword` (issue 36). */
export function toPageDto({ passwordHash, ...row }: PageRow): Page {
  return {
    ...row,
    hasPassword: passwordHash !== null,
    publishAt: row.publishAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a visitor may read of a page (decision 858): the fields its public page shows. */
const PUBLIC_FIELDS = Object.keys(publicPageSchema.shape) as (keyof PublicPage)[];

export function toPublicPageDto(row: PageRow | PublicPage): PublicPage {
  const picked: Record<string, unknown> = {};
  for (const field of PUBLIC_FIELDS) picked[field] = row[field];
  return picked as PublicPage;
}

/** The whole page for its owner, the public fields for anyone else. */
export function pageFor(row: PageRow, viewerId: string | null): Page | PublicPage {
  return viewerId !== null && row.userId === viewerId ? toPageDto(row) : toPublicPageDto(row);
}
