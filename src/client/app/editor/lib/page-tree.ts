import type { Page } from '@shared/schemas/page';

export interface PageInTree {
  page: Page;
  /** 0 for a page of its own, 1 for its subpages, 2 for theirs... */
  depth: number;
  /** The parent's title, for a subpage. */
  parentTitle: string | null;
}

/**
 * The page list in selector order: each page followed by its subpages (depth first), in the
 * order the server lists them. A page whose parent is not in the list (or a loop in bad data)
 * is shown at the top level, so no page is ever left out.
 */
export function pageTree(pages: readonly Page[]): PageInTree[] {
  const ids = new Set(pages.map((page) => page.id));
  const children = new Map<number, Page[]>();
  const roots: Page[] = [];
  for (const page of pages) {
    const parent = page.parentPageId;
    if (typeof parent === 'number' && parent !== page.id && ids.has(parent)) {
      const list = children.get(parent) ?? [];
      list.push(page);
      children.set(parent, list);
    } else {
      roots.push(page);
    }
  }
  const out: PageInTree[] = [];
  const seen = new Set<number>();
  const visit = (page: Page, depth: number, parentTitle: string | null) => {
    if (seen.has(page.id)) return;
    seen.add(page.id);
    out.push({ page, depth, parentTitle });
    for (const child of children.get(page.id) ?? []) visit(child, depth + 1, page.title);
  };
  for (const root of roots) visit(root, 0, null);
  // Pages only reachable through a loop of parents.
  for (const page of pages) visit(page, 0, null);
  return out;
}
