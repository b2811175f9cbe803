import { createStore } from 'zustand/vanilla';
import { SAVE_DEBOUNCE_MS } from '@shared/constants';
import type { Item } from '@shared/schemas/item';
import { ApiError } from '@/lib/api-client';
import type { ItemChanges } from '../api/update-item';

type Field = keyof ItemChanges;
const FIELDS: readonly Field[] = ['isSticky', 'isVisible', 'content'];

/**
 * 'waiting': a change waits for the 750 ms pause; 'saving': on its way; 'failed': kept locally, not
 * saved; 'offline': kept until the browser is back online, then sent (decision 536).
 */
export type ItemSaveStatus = 'waiting' | 'saving' | 'failed' | 'offline';

/** Changes the server has not confirmed, by page and item: what a session that ended leaves behind. */
export type UnsentItems = Record<number, Record<number, ItemChanges>>;

/** The browser says it has no network (the save would fail; it waits for the 'online' event). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}


export interface ItemSyncDeps {
  send(itemId: number, changes: ItemChanges): Promise<Item | undefined>;
  /** The same save started synchronously with `keepalive`, for a page that is going away. */
  sendKeepalive(itemId: number, changes: ItemChanges): Promise<unknown>;
  /** The server confirmed a save: its answer (the local copy still overlays what is pending). */
  onSaved(item: Item): void;
  /** A toggle was refused: the local value goes back to what it was before. */
  onReverted(pageId: number, itemId: number, changes: ItemChanges): void;
  onFailed(error: unknown, changes: ItemChanges): void;
  /** Whether the browser is offline now; `navigator.onLine` by default. */
  isOffline?(): boolean;
}

interface Entry {
  pageId: number;
  /** Values the server has not confirmed (waiting, on their way, or refused content kept locally). */
  pending: ItemChanges;
  /** Earlier values of toggles not yet confirmed, to put back on a refusal. */
  before: ItemChanges;
  queued: Set<Field>;
  timer: ReturnType<typeof setTimeout> | null;
  chain: Promise<void>;
  jobs: number;
  failed: boolean;
  /** Whether the last save of this item was confirmed. */
  lastOk: boolean;
  /** Waiting for the browser to be online again. */
  held: boolean;
}

function pick(changes: ItemChanges, fields: Iterable<Field>): ItemChanges {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (changes[field] !== undefined) out[field] = changes[field];
  return out as ItemChanges;
}

/**
 * Autosave of items (docs/decisions/500-item-autosave.md): a change applies locally at once (the
 * caller updates the editor store) and is sent SAVE_DEBOUNCE_MS after the last one, or at once
 * (toggles, a text field's blur). One PATCH per item is on its way at a time, so answers never
 * arrive out of order; content is sent whole. A refused toggle goes back; refused content stays
 * local and queued, so the next save sends it and nothing typed is lost.
 */
export class ItemSync {
  readonly status = createStore<{ items: Record<number, ItemSaveStatus | undefined> }>(() => ({ items: {} }));
  private readonly entries = new Map<number, Entry>();
  /** The session ended: nothing is sent until it is resumed (decision 536). */
  private suspended = false;

  constructor(private readonly deps: ItemSyncDeps) {}

  private offline(): boolean {
    return (this.deps.isOffline ?? browserOffline)();
  }

  edit(pageId: number, itemId: number, changes: ItemChanges, { immediate = false, before }: { immediate?: boolean; before?: ItemChanges } = {}): void {
    const entry = this.entry(itemId, pageId);
    for (const field of FIELDS) {
      if (changes[field] === undefined) continue;
      if (field !== 'content' && !(field in entry.before) && before?.[field] !== undefined) {
        (entry.before as Record<string, unknown>)[field] = before[field];
      }
      (entry.pending as Record<string, unknown>)[field] = changes[field];
      entry.queued.add(field);
    }
    if (entry.queued.size === 0) return; // none of isSticky, isVisible, content: nothing to send
    this.clearTimer(entry);
    if (immediate) void this.flush(itemId);
    else entry.timer = setTimeout(() => void this.flush(itemId), SAVE_DEBOUNCE_MS);
    this.refresh(itemId);
  }

  /** Sends what waits for this item now; resolves once everything asked for so far is answered. */
  flush(itemId: number): Promise<void> {
    const entry = this.entries.get(itemId);
    if (!entry) return Promise.resolve();
    this.clearTimer(entry);
    if (entry.queued.size === 0 || this.suspended) return entry.chain;
    if (this.offline()) {
      this.hold(entry, itemId);
      return entry.chain;
    }
    return this.enqueue(entry, itemId, async () => {
      const body = pick(entry.pending, entry.queued);
      entry.queued.clear();
      if (Object.keys(body).length === 0) return;
      if (this.suspended || this.offline()) {
        for (const field of Object.keys(body) as Field[]) entry.queued.add(field);
        if (!this.suspended) this.hold(entry, itemId);
        return;
      }
      try {
        const saved = await this.deps.send(itemId, body);
        if (!saved) throw new Error('No se recibieron datos actualizados del servidor.');
        this.confirm(entry, body);
        entry.failed = false;
        entry.held = false;
        entry.lastOk = true;
        this.deps.onSaved(saved);
      } catch (error) {
        this.refuse(entry, itemId, body, error);
      }
    }).then(() => entry.chain);
  }

  /** A change sent at once (a toggle); resolves whether the server took it. */
  save(pageId: number, itemId: number, changes: ItemChanges, before: ItemChanges): Promise<boolean> {
    this.edit(pageId, itemId, changes, { immediate: true, before });
    const entry = this.entry(itemId, pageId);
    return entry.chain.then(() => entry.lastOk);
  }

  /** Sends everything waiting on this page (leaving the page, unmounting the tab). */
  flushPage(pageId: number): Promise<void> {
    const waits = [...this.entries].filter(([, entry]) => entry.pageId === pageId).map(([id]) => this.flush(id));
    return Promise.all(waits).then(() => undefined);
  }

  /**
   * The page is going away (pagehide, tab hidden): what waits is sent now with keepalive requests,
   * started synchronously, so the browser completes them after the page is gone. The keepalive save
   * carries every value not yet confirmed, also those of a save still on its way: if that older
   * save reaches the server after this one, the server skips it (decision 505), and nothing it
   * carried is lost.
   */
  flushKeepalive(): void {
    if (this.suspended || this.offline()) return;
    for (const [itemId, entry] of this.entries) {
      this.clearTimer(entry);
      if (entry.queued.size === 0) continue;
      const body = pick(entry.pending, new Set([...entry.queued, ...(Object.keys(entry.pending) as Field[])]));
      entry.queued.clear();
      if (Object.keys(body).length === 0) continue;
      this.enqueueStarted(entry, itemId, this.deps.sendKeepalive(itemId, body), body);
    }
  }

  /** Values of this page's items the server has not confirmed, to lay over a fresh load. */
  unsaved(pageId: number): Map<number, ItemChanges> {
    const out = new Map<number, ItemChanges>();
    for (const [itemId, entry] of this.entries) {
      if (entry.pageId === pageId && Object.keys(entry.pending).length > 0) out.set(itemId, { ...entry.pending });
    }
    return out;
  }

  /** Sends every save that waited for the network (the browser is back online). */
  resumeOffline(): Promise<void> {
    const held = [...this.entries].filter(([, entry]) => entry.held);
    for (const [, entry] of held) entry.held = false;
    return Promise.all(held.map(([id]) => this.flush(id))).then(() => undefined);
  }

  /** Sends everything waiting on every page (before signing out). */
  flushAll(): Promise<void> {
    return Promise.all([...this.entries.keys()].map((id) => this.flush(id))).then(() => undefined);
  }

  /**
   * The session ended (signed out elsewhere, or expired): nothing more is sent, and every value the
   * server has not confirmed is handed over, to be kept until the owner signs in again and then
   * given back through `resume` and `edit` (decision 536).
   */
  suspend(): UnsentItems {
    this.suspended = true;
    const unsent: UnsentItems = {};
    for (const [itemId, entry] of this.entries) {
      this.clearTimer(entry);
      if (Object.keys(entry.pending).length === 0) continue;
      (unsent[entry.pageId] ??= {})[itemId] = structuredClone(entry.pending);
    }
    this.clear();
    return unsent;
  }

  resume(): void {
    this.suspended = false;
  }

  /** Forgets everything (another owner signs in). */
  clear(): void {
    for (const itemId of [...this.entries.keys()]) {
      this.forget(itemId);
      this.entries.delete(itemId);
      this.refresh(itemId);
    }
  }

  /** The page was deleted: nothing of its items is sent any more. */
  forgetPage(pageId: number): void {
    for (const [itemId, entry] of this.entries) if (entry.pageId === pageId) this.forget(itemId);
  }

  hasPending(pageId?: number): boolean {
    for (const entry of this.entries.values()) {
      if (pageId !== undefined && entry.pageId !== pageId) continue;
      if (entry.queued.size > 0 || entry.jobs > 0) return true;
    }
    return false;
  }

  /** The item is gone (deleted): nothing of it is sent any more. */
  forget(itemId: number): void {
    const entry = this.entries.get(itemId);
    if (!entry) return;
    this.clearTimer(entry);
    entry.queued.clear();
    entry.pending = {};
    entry.before = {};
    entry.failed = false;
    entry.held = false;
    this.refresh(itemId);
  }

  /** Kept whole (toggles too, no error) until the browser is online again. */
  private hold(entry: Entry, itemId: number) {
    entry.held = true;
    entry.lastOk = false;
    this.refresh(itemId);
  }

  private confirm(entry: Entry, body: ItemChanges) {
    for (const field of FIELDS) {
      if (body[field] === undefined || entry.pending[field] !== body[field]) continue; // changed again since
      delete entry.pending[field];
      delete entry.before[field];
    }
  }

  private refuse(entry: Entry, itemId: number, body: ItemChanges, error: unknown) {
    entry.lastOk = false;
    if (!(error instanceof ApiError) && this.offline()) {
      // Never reached the server: everything it carried waits for the network, toggles included.
      for (const field of FIELDS) {
        if (body[field] !== undefined && entry.pending[field] === body[field]) entry.queued.add(field);
      }
      this.hold(entry, itemId);
      return;
    }
    if (error instanceof ApiError && error.status === 404) {
      this.forget(itemId);
      this.deps.onFailed(error, body);
      return;
    }
    const reverted: Record<string, unknown> = {};
    for (const field of FIELDS) {
      if (body[field] === undefined || entry.pending[field] !== body[field]) continue;
      if (field === 'content') {
        entry.queued.add('content'); // kept; the next save sends it
        entry.failed = true;
      } else {
        delete entry.pending[field];
        if (entry.before[field] !== undefined) reverted[field] = entry.before[field];
        delete entry.before[field];
      }
    }
    if (Object.keys(reverted).length > 0) this.deps.onReverted(entry.pageId, itemId, reverted as ItemChanges);
    this.deps.onFailed(error, body);
  }

  private enqueue(entry: Entry, itemId: number, job: () => Promise<void>): Promise<void> {
    entry.jobs += 1;
    this.refresh(itemId);
    const run = entry.chain.then(job);
    entry.chain = run.finally(() => {
      entry.jobs -= 1;
      this.refresh(itemId);
    });
    return run;
  }

  /** A keepalive request already started: its answer is handled like any other. */
  private enqueueStarted(entry: Entry, itemId: number, request: Promise<unknown>, body: ItemChanges) {
    entry.jobs += 1;
    this.refresh(itemId);
    const settled = request.then(
      () => this.confirm(entry, body),
      (error: unknown) => this.refuse(entry, itemId, body, error),
    );
    entry.chain = Promise.all([entry.chain, settled]).then(() => {
      entry.jobs -= 1;
      this.refresh(itemId);
    });
  }

  private entry(itemId: number, pageId: number): Entry {
    let entry = this.entries.get(itemId);
    if (!entry) {
      entry = { pageId, pending: {}, before: {}, queued: new Set(), timer: null, chain: Promise.resolve(), jobs: 0, failed: false, lastOk: true, held: false };
      this.entries.set(itemId, entry);
    }
    return entry;
  }

  private clearTimer(entry: Entry) {
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
  }

  private refresh(itemId: number) {
    const entry = this.entries.get(itemId);
    const status: ItemSaveStatus | undefined = !entry
      ? undefined
      : entry.jobs > 0
        ? 'saving'
        : entry.held
          ? 'offline'
          : entry.failed
          ? 'failed'
          : entry.queued.size > 0
            ? 'waiting'
            : undefined;
    if (this.status.getState().items[itemId] === status) return;
    this.status.setState((state) => ({ items: { ...state.items, [itemId]: status } }));
  }
}
