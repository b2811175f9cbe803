import { LRUCache } from 'lru-cache';
import type { BusEvent, ChangeBus } from '../../changes/change-bus';
import type { RenderedPage } from './rendered-page';

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** How long an entry may be answered at most, whatever the bus says (the safety net of decision 830). */
  maxAgeMs?: number;
  /** The clock a render's `until` (its next schedule change, issue 36) is read against. */
  now?: () => Date;
}

/** A missed notification cannot keep a stale page longer than this. */
const PAGE_CACHE_MAX_AGE_MS = 60_000;

/**
 * Rendered public pages in memory, keyed by origin and path. Every write to a page (its fields or
 * items) drops its entries and its children's (their 'Volver' shows its slug); entries are found by
 * page id, so a slug change drops the old slug's entry too. A render that a write to its page
 * overtook is answered but not kept, and requests after that write do not take its answer. Writes
 * to other pages do not disturb a render (decision 822: with hundreds of editors autosaving, a
 * global "something changed" flag meant nothing was ever kept).
 *
 * It listens to the change bus, so writes through any instance drop entries everywhere; an
 * account's change drops its owner's pages; a `reset` (notifications may have been lost) drops
 * everything and every render in flight; and no entry is answered after `maxAgeMs`, nor past its
 * own `validUntil` (a 'Horario' block's next opening or closing, decision 976).
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
  /** The write count at the last `reset` or account change: renders started before it are overtaken. */
  private resetAt = -1;
  private readonly now: () => Date;

  constructor(changes: ChangeBus, options: PageCacheOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.entries = new LRUCache<string, RenderedPage>({
      max: options.maxEntries ?? 1000,
      // Room for the compressed forms too.
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) => Math.max(1, entry.size * 2),
      ttl: options.maxAgeMs ?? PAGE_CACHE_MAX_AGE_MS,
      dispose: (page, key) => {
        for (const id of pageIds(page)) {
          const keys = this.keysByPage.get(id);
          keys?.delete(key);
          if (keys?.size === 0) this.keysByPage.delete(id);
        }
      },
    });
    this.now = options.now ?? (() => new Date());
    changes.subscribe((event) => this.changed(event));
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const hit = this.entries.get(key);
    // A render is not answered past what it shows changes by itself: its page's next schedule change
    // (a block's start or end, a publish date, a redirect's edge; issue 36) or a 'Horario' block's
    // opening or closing. Every instance reads the same times, so none answers a block after its end
    // whatever the bus says.
    if (hit && (hit.until === null || this.now() < hit.until)) return hit;
    if (hit) this.entries.delete(key);
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
    if (page.pageId === null || this.resetAt > startedAt) return this.writes > startedAt;
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

  private changed(event: BusEvent): void {
    if (event.type === 'pages') this.invalidate(event.ids);
    else if (event.type === 'users') this.invalidateOwners(event.ids);
    else if (event.type === 'reset') this.clear();
  }

  /** Drops everything, and renders in flight are not kept. */
  clear(): void {
    this.writes += 1;
    this.resetAt = this.writes;
    this.entries.clear();
  }

  /** Drops the renders of these accounts' pages (rare: a scan of the cache), and renders in flight. */
  invalidateOwners(ownerIds: readonly string[]): void {
    const owners = new Set(ownerIds);
    this.writes += 1;
    this.resetAt = this.writes;
    for (const [key, page] of this.entries.entries()) {
      if (page.ownerId !== null && owners.has(page.ownerId)) this.entries.delete(key);
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
