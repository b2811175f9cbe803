import { LRUCache } from 'lru-cache';
import type { PageChanges } from '../../lib/page-changes';
import type { RenderedPage } from './rendered-page';

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * Rendered public pages in memory, keyed by origin and path. Every write to a page (its fields or
 * items) drops its entries and its children's (their 'Volver' shows its slug); entries are found by
 * page id, so a slug change drops the old slug's entry too. A render that started before a write is
 * answered but not kept, and requests after a write never wait on a render from before it.
 */
export class PageCache {
  private readonly entries: LRUCache<string, RenderedPage>;
  private readonly pending = new Map<string, Promise<RenderedPage>>();
  private generation = 0;

  constructor(changes: PageChanges, options: PageCacheOptions = {}) {
    this.entries = new LRUCache<string, RenderedPage>({
      max: options.maxEntries ?? 1000,
      // Room for the compressed forms too.
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, entry.size * 2),
    });
    changes.subscribe((pageIds) => this.invalidate(pageIds));
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const waiting = this.pending.get(key);
    if (waiting) return waiting;

    const generation = this.generation;
    const rendering = render()
      .then((page) => {
        if (page.status === 200 && generation === this.generation) this.entries.set(key, page);
        return page;
      })
      .finally(() => {
        if (this.pending.get(key) === rendering) this.pending.delete(key);
      });
    this.pending.set(key, rendering);
    return rendering;
  }

  invalidate(pageIds: readonly number[]): void {
    this.generation += 1;
    this.pending.clear();
    const touched = new Set(pageIds);
    for (const [key, page] of this.entries.entries()) {
      if ((page.pageId !== null && touched.has(page.pageId)) || (page.parentId !== null && touched.has(page.parentId))) {
        this.entries.delete(key);
      }
    }
  }
}
