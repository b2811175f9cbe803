import { and, asc, eq, inArray } from 'drizzle-orm';
import { PAGE_EXPORT_FORMAT, type ExportedPage, type PageExport } from '@shared/schemas/page-export';
import type { Executor } from '../../db/client';
import { type PageRow, items, pages, storageObjects } from '../../db/schema';
import { findOwnedPage } from '../pages/find-owned-page';
import { STORED_FILE_URL, storedFileOf } from '../storage/object-key';

/** How deep subpages are followed, as a copy of a page does. */
const MAX_DEPTH = 100;

/** Keys of a block's content that are never carried: secrets that open a locked block. */
const SECRET_KEYS = new Set(['password', 'passwordHash', 'lockCode', 'lockPassword', 'pin']);


/** The export's document and, for each file it names, where its bytes are kept. */
export interface PageExportPackage {
  document: PageExport;
  files: { path: string; storedName: string; mtime: Date }[];
}

/**
 * 'Exportar página' (issue 37): the caller's page and every subpage below it, each with its
 * settings, appearance, social icons and blocks in order, and the files of this site they use (the
 * caller's own uploads). A subpage block names its subpage by `ref`. Statistics, slug history,
 * lock codes and passwords are not carried. Another owner's page answers 404.
 */
export async function exportPage(db: Executor, userId: string, pageId: number): Promise<PageExportPackage> {
  const root = await findOwnedPage(db, pageId, userId);
  const tree: PageRow[] = [root];
  for (let level = [root], depth = 0; level.length > 0 && depth < MAX_DEPTH; depth++) {
    const children = await db
      .select()
      .from(pages)
      .where(and(inArray(pages.parentPageId, level.map((page) => page.id)), eq(pages.userId, userId)))
      .orderBy(asc(pages.id));
    level = children.filter((child) => !tree.some((page) => page.id === child.id));
    tree.push(...level);
  }
  const refs = new Map(tree.map((page, index) => [page.id, index + 1]));
  const itemRows = await db
    .select()
    .from(items)
    .where(inArray(items.pageId, [...refs.keys()]))
    .orderBy(asc(items.pageId), asc(items.order), asc(items.id));

  const urls = new Set<string>();
  const exported: ExportedPage[] = tree.map((page) => {
    const { id, userId: _owner, parentPageId, createdAt: _c, updatedAt: _u, passwordHash: _password, publishAt, redirect, ...fields } = page;
    for (const url of [fields.profileImage, fields.backgroundImage, fields.ogImage]) if (url) urls.add(url);
    const own = itemRows.filter((item) => item.pageId === id);
    const target = redirect ? own.findIndex((item) => item.id === redirect.itemId) : -1;
    return {
      ...fields,
      publishAt: publishAt?.toISOString() ?? null,
      // Item ids are not carried: a redirect names its link block by its place on the page.
      redirect: redirect && target >= 0 ? { item: target + 1, from: redirect.from, until: redirect.until } : null,
      ref: refs.get(id)!,
      parentRef: page.id === root.id || parentPageId === null ? null : (refs.get(parentPageId) ?? null),
      items: own.map((item) => {
          const content = carried(item.content, urls) as Record<string, unknown>;
          if (item.type === 'subpage' && typeof content.pageId === 'number') content.pageId = refs.get(content.pageId) ?? 0;
          const visibleFrom = item.visibleFrom?.toISOString() ?? null;
          const visibleUntil = item.visibleUntil?.toISOString() ?? null;
          return { type: item.type, content, linkUrl: item.linkUrl, isSticky: item.isSticky, isVisible: item.isVisible, sensitive: item.sensitive, visibleFrom, visibleUntil };
        }),
    };
  });

  const wanted = [...urls].flatMap((url) => {
    const file = storedFileOf(url);
    return file ? [{ url, ...file }] : [];
  });
  const rows = wanted.length
    ? await db
        .select()
        .from(storageObjects)
        .where(and(eq(storageObjects.ownerId, userId), inArray(storageObjects.key, wanted.map((file) => file.key))))
    : [];
  const document: PageExport = { ...PAGE_EXPORT_FORMAT, exportedAt: new Date().toISOString(), pages: exported, files: [] };
  const files: PageExportPackage['files'] = [];
  for (const file of wanted) {
    const row = rows.find((candidate) => candidate.bucket === file.bucket && candidate.key === file.key);
    if (!row) continue;
    const path = `files/${row.bucket}_${row.key}`.replace(/[^A-Za-z0-9._/-]/g, '_').replace(/(?<=^files\/.*)\//g, '_');
    document.files.push({ path, url: file.url, contentType: row.contentType, size: row.size, fileName: row.originalName });
    files.push({ path, storedName: row.fileName, mtime: row.updatedAt });
  }
  return { document, files };
}

/** A copy of `value` without secret keys; every string is noted in `urls` (the files it may use). */
function carried(value: unknown, urls: Set<string>): unknown {
  if (typeof value === 'string') {
    if (STORED_FILE_URL.test(value)) urls.add(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((entry) => carried(entry, urls));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEYS.has(key)).map(([key, entry]) => [key, carried(entry, urls)]));
  }
  return value;
}
