import { eq } from 'drizzle-orm';
import { isBlockType } from '@shared/blocks';
import { STORAGE_BUCKETS } from '@shared/constants';
import type { ExportedPage, PageExportSummary } from '@shared/schemas/page-export';
import { pageTitle, type Page, updatePageSchema } from '@shared/schemas/page';
import type { AppContext } from '../../context';
import { type PageRow, pages } from '../../db/schema';
import { badRequest } from '../../errors';
import { checkContent } from '../items/content';
import { checkItemCap, insertItemAt } from '../items/insert-at';
import { checkPageRoom } from '../items/page-room';
import { insertPage } from '../pages/insert-page';
import { toPageDto } from '../pages/page-dto';
import { type FileRoom, keepImage, keepPdf } from './keep-file';
import { PAGE_EXPORT_MESSAGES, type PageExportFile } from './read-page-export';

/** What importing the export would create, without writing anything. */
export function summarisePageExport({ document, files }: PageExportFile): PageExportSummary {
  checkTree(document.pages);
  return {
    title: document.pages[0]!.title,
    pages: document.pages.length,
    blocks: document.pages.reduce((total, page) => total + page.items.length, 0),
    files: files.size,
  };
}

/**
 * Importing a LinkHub page export (issue 37) into the caller's account: its files are kept first as
 * uploads (same checks, hourly count and quota), then, in one transaction, the page and its
 * subpages are created (a taken slug gets a suffix; within the account's page and block caps),
 * each setting and block checked with the API's own schemas, subpage blocks pointing to the new
 * subpages and every address of a carried file replaced by its new one. Any refusal rolls the
 * pages back; files kept by then are unused and collected like any unused upload.
 */
export async function importPageExport(ctx: AppContext, room: FileRoom, userId: string, exported: PageExportFile): Promise<Page> {
  const { document } = exported;
  checkTree(document.pages);
  // Everything is checked before a file is kept or a row written.
  const checked = document.pages.map((page) => checkPage(page, (url) => url));

  const newUrls = new Map<string, string>();
  for (const file of document.files) {
    const bytes = exported.files.get(file.path);
    if (!bytes || newUrls.has(file.url)) continue;
    const buffer = Buffer.from(bytes);
    newUrls.set(
      file.url,
      file.contentType === 'application/pdf' ? await keepPdf(room, userId, buffer, file.fileName) : await keepImage(room, userId, buffer, bucketOf(file.url)),
    );
  }
  const moved = (url: string) => newUrls.get(url) ?? url;

  const root = await ctx.changes.transaction(ctx.db, async (tx, announce) => {
    const made = new Map<number, PageRow>();
    for (const [index, page] of document.pages.entries()) {
      const { fields } = index === 0 ? checked[0]! : checked[index]!;
      const parent = page.parentRef === null ? null : made.get(page.parentRef)!;
      const row = await insertPage(tx, { ...replaceUrls(fields, moved), userId, parentPageId: parent?.id ?? null }, { base: page.slug || page.title }, ctx.limits.pagesPerUser);
      made.set(page.ref, row);
    }
    for (const page of document.pages) {
      const pageId = made.get(page.ref)!.id;
      const itemIds: number[] = [];
      for (const block of checkPage(page, moved).blocks) {
        const content = block.type === 'subpage' ? { ...block.content, pageId: made.get(Number(block.content.pageId))?.id ?? 0 } : block.content;
        await checkItemCap(tx, pageId, ctx.limits.itemsPerPage);
        await checkPageRoom(tx, pageId, { added: { content, linkUrl: block.linkUrl } });
        const schedule = { visibleFrom: instant(block.visibleFrom), visibleUntil: instant(block.visibleUntil) };
        const inserted = await insertItemAt(tx, pageId, undefined, { type: block.type, content, linkUrl: block.linkUrl, isSticky: block.isSticky, isVisible: block.isVisible, sensitive: block.sensitive ?? null, ...schedule });
        itemIds.push(inserted.id);
      }
      const target = page.redirect ? page.items[page.redirect.item - 1] : undefined;
      if (page.redirect && target?.type === 'link') {
        await tx.update(pages).set({ redirect: { itemId: itemIds[page.redirect.item - 1]!, from: page.redirect.from, until: page.redirect.until } }).where(eq(pages.id, pageId));
      }
    }
    announce({ type: 'pages', ids: [...made.values()].map((row) => row.id) });
    return made.get(document.pages[0]!.ref)!;
  });
  return toPageDto(root);
}

/** The first page is the exported one (no parent); every other one names a parent listed before it. */
function checkTree(pages: ExportedPage[]) {
  const seen = new Set<number>();
  for (const [index, page] of pages.entries()) {
    const ok = index === 0 ? page.parentRef === null : page.parentRef !== null && seen.has(page.parentRef);
    if (!ok || seen.has(page.ref)) throw badRequest('page_export_invalid', PAGE_EXPORT_MESSAGES.invalid(`pages.${index}.parentRef`, 'la subpágina no tiene su página madre antes'));
    seen.add(page.ref);
  }
  for (const [index, page] of pages.entries()) {
    for (const [at, item] of page.items.entries()) {
      if (item.type === 'subpage' && !seen.has(Number(item.content.pageId))) {
        throw badRequest('page_export_invalid', PAGE_EXPORT_MESSAGES.invalid(`pages.${index}.items.${at}.content.pageId`, 'la subpágina no está en la exportación'));
      }
    }
  }
}

/** A page's settings and blocks checked with the API's schemas, after `moved` replaces the addresses of carried files. */
function checkPage(page: ExportedPage, moved: (url: string) => string) {
  const { ref: _ref, parentRef: _parent, items, slug: _slug, title, redirect: _redirect, ...settings } = page;
  const fields = updatePageSchema.omit({ slug: true, title: true, password: true }).safeParse(replaceUrls(settings, moved));
  if (!fields.success) {
    const issue = fields.error.issues[0]!;
    throw badRequest('page_export_invalid', PAGE_EXPORT_MESSAGES.invalid(`${page.title}: ${issue.path.join('.')}`, issue.message));
  }
  const checkedTitle = pageTitle.safeParse(title);
  if (!checkedTitle.success) throw badRequest('page_export_invalid', PAGE_EXPORT_MESSAGES.invalid('title', checkedTitle.error.issues[0]!.message));
  const blocks = items.map((item) => {
    if (!isBlockType(item.type)) throw badRequest('page_export_invalid', PAGE_EXPORT_MESSAGES.invalid(page.title, `tipo de bloque desconocido (${item.type})`));
    // A subpage block's pageId is a ref until its page is made.
    return { ...item, type: item.type, content: checkContent(item.type, replaceUrls(item.content, moved)) };
  });
  return { fields: { ...fields.data, title: checkedTitle.data }, blocks };
}

function instant(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/** `value` with every string that is a carried file's address replaced by its new one. */
function replaceUrls<T>(value: T, moved: (url: string) => string): T {
  if (typeof value === 'string') return moved(value) as T;
  if (value instanceof Date) return value; // a publish date (issue 36): no address in it
  if (Array.isArray(value)) return value.map((entry) => replaceUrls(entry, moved)) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, replaceUrls(entry, moved)])) as T;
  return value;
}

/** The bucket an image goes to: the one it came from, when it is one of ours. */
function bucketOf(url: string): string {
  const bucket = /\/storage\/v1\/object\/public\/([^/?#]+)\//.exec(url)?.[1];
  const known = Object.values(STORAGE_BUCKETS) as string[];
  return bucket && known.includes(bucket) ? bucket : STORAGE_BUCKETS.itemImages;
}
