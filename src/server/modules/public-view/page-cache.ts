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
 * page id, so a slug change drops the old slug's entry too. A render that a write to its page
 * overtook is answered but not kept, and requests after that write do not take its answer. Writes
 * to other pages do not disturb a render (decision 822: with hundreds of editors autosaving, a
 * global "something changed" flag meant nothing was ever kept).
 */
interface Rendered {
  page: RenderedPage;
  /** Its page (or parent) was written while it rendered. */
  overtaken: boolean;
}

export class PageCache {
  private readonly entries: LRUCache<string, RenderedPage>;
  /** Keys of the entries showing each page (as the page or as the parent). */
  private readonly keysByPage = new Map<number, Set<string>>();
  private readonly pending = new Map<string, Promise<Rendered>>();
  /** Counts writes; `touchedAt` keeps the count at each page's last write while renders run. */
  private writes = 0;
  private readonly touchedAt = new Map<number, number>();

  constructor(changes: PageChanges, options: PageCacheOptions = {}) {
    this.entries = new LRUCache<string, RenderedPage>({
      max: options.maxEntries ?? 1000,
      // Room for the compressed forms too.
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, entry.size * 2),
      dispose: (page, key) => {
        for (const id of pageIds(page)) {
          const keys = this.keysByPage.get(id);
          keys?.delete(key);
          if (keys?.size === 0) this.keysByPage.delete(id);
        }
      },
    });
    changes.subscribe((ids) => this.invalidate(ids));
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const waiting = this.pending.get(key);
    const result = await (waiting ?? this.render(key, render));
    if (waiting && result.overtaken) return (await this.render(key, render)).page;
    return result.page;
  }

  private render(key: string, render: () => Promise<RenderedPage>): Promise<Rendered> {
    const startedAt = this.writes;
    const rendering = render()
      .then((page) => {
        const overtaken = this.overtaken(page, startedAt);
        if (page.status === 200 && !overtaken) this.keep(key, page);
        return { page, overtaken };
      })
      .finally(() => {
        if (this.pending.get(key) === rendering) this.pending.delete(key);
        // No render in flight: no one needs to know what was written before now.
        if (this.pending.size === 0) this.touchedAt.clear();
      });
    this.pending.set(key, rendering);
    return rendering;
  }

  /** Written since `startedAt`: the page or its parent (any write at all for a not-found answer). */
  private overtaken(page: RenderedPage, startedAt: number): boolean {
    if (page.pageId === null) return this.writes > startedAt;
    return pageIds(page).some((id) => (this.touchedAt.get(id) ?? -1) > startedAt);
  }

  private keep(key: string, page: RenderedPage): void {
    this.entries.set(key, page);
    for (const id of pageIds(page)) {
      let keys = this.keysByPage.get(id);
      if (!keys) this.keysByPage.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  invalidate(ids: readonly number[]): void {
    this.writes += 1;
    for (const id of ids) {
      if (this.pending.size > 0) this.touchedAt.set(id, this.writes);
      for (const key of [...(this.keysByPage.get(id) ?? [])]) this.entries.delete(key);
    }
  }
}

function pageIds(page: RenderedPage): number[] {
  return [page.pageId, page.parentId].filter((id): id is number => id !== null);
}
