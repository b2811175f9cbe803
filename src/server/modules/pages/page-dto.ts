import type { Page, PublicPage } from '@shared/schemas/page';
import type { PageRow } from '../../db/schema';

export function toPageDto(row: PageRow): Page {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a visitor may read of a page (decision 858): the fields its public page shows. */
export function toPublicPageDto(row: PageRow): PublicPage {
  const { id, title, slug, showTitle, backgroundColor, backgroundImage, profileImage, profileImageZoom, profileImageBgColor, backgroundImageBlur, backgroundOverlayColor, backgroundOverlayOpacity, parentPageId } = row;
  return { id, title, slug, showTitle, backgroundColor, backgroundImage, profileImage, profileImageZoom, profileImageBgColor, backgroundImageBlur, backgroundOverlayColor, backgroundOverlayOpacity, parentPageId };
}

/** The whole page for its owner, the public fields for anyone else. */
export function pageFor(row: PageRow, viewerId: string | null): Page | PublicPage {
  return viewerId !== null && row.userId === viewerId ? toPageDto(row) : toPublicPageDto(row);
}
