/** The public address of a page by its slug (spec section 2: /view/{slug}). */
export function pageUrlBySlug(slug: string, origin: string = window.location.origin): string {
  return `${origin}/view/${encodeURIComponent(slug)}`;
}

/** The address of a page by its id, which survives a change of slug (/view/page/{id}). */
export function pageUrlById(pageId: number, origin: string = window.location.origin): string {
  return `${origin}/view/page/${pageId}`;
}
