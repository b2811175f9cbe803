import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, pages } from '../../db/schema';
import { ownerActive } from '../pages/owner-active';
import { pagePublic } from '../pages/scheduled';

/**
 * What a visitor meets at a /go link that leads nowhere now (a block past its end or before its
 * start, hidden or deleted; issue 36): a small Spanish page, 404, with a way back to the block's
 * page when that page is public, or to the site's start otherwise. No JavaScript, no outside files.
 */
export async function goneLinkPage(db: Database, itemId: number | null, now: Date): Promise<string> {
  const [row] =
    itemId === null
      ? []
      : await db
          .select({ slug: pages.slug })
          .from(items)
          .innerJoin(pages, eq(items.pageId, pages.id))
          .where(and(eq(items.id, itemId), ownerActive, pagePublic(now)));
  // A slug is lowercase letters, digits and hyphens: nothing to escape.
  const back = row ? `<a href="/view/${row.slug}">Volver a la página</a>` : '<a href="/">Ir al inicio</a>';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Este enlace ya no está disponible</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font:1rem/1.5 system-ui,sans-serif;background:#f6f6f7;color:#1a1a1a}main{max-width:28rem;padding:2rem 1.5rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:999px;background:#1a1a1a;color:#fff;text-decoration:none}a:focus-visible{outline:3px solid #2563eb;outline-offset:3px}</style>
</head><body><main><h1>Este enlace ya no está disponible</h1><p>Quizá su tiempo terminó o aún no ha empezado.</p>${back}</main></body></html>`;
}
