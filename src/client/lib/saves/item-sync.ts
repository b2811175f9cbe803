import type { Item } from '@shared/schemas/item';
import { Autosave, type SaveStatus } from '@/lib/autosave/autosave';
import { hasErrorCode } from '@/lib/api-client';
import type { ItemChanges } from '@/api/items/update-item';

;

type Field = keyof ItemChanges;
const FIELDS: readonly Field[] = ['isSticky', 'isVisible', 'content'];

/** How an item's card shows its save (decision 536): see `SaveStatus`. */
export type ItemSaveStatus = SaveStatus;

/** Changes the server has not confirmed, by page and item: what a session that ended leaves behind. */
export type UnsentItems = Record<number, Record<number, ItemChanges>>;

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

function pick(changes: ItemChanges | undefined): ItemChanges {
  const out: Record<string, unknown> = {};
  for (const field of FIELDS) if (changes?.[field] !== undefined) out[field] = changes[field];
  return out as ItemChanges;
}

/**
 * Autosave of items (docs/decisions/500-item-autosave.md) on the one write path (decision 506): a
 * change applies locally at once (the caller updates the editor store) and is sent SAVE_DEBOUNCE_MS
 * after the last one, or at once (toggles, a text field's blur). One PATCH per item is on its way
 * at a time, so answers never arrive out of order; content is sent whole. A refused toggle goes
 * back; refused content stays local and queued, so the next save sends it and nothing typed is lost.
 */
export class ItemSync {
  private readonly saves: Autosave<ItemChanges, Item>;
  /** Each item's entry: `status` for its card. */
  readonly store: Autosave<ItemChanges, Item>['store'];

  constructor(deps: ItemSyncDeps) {
    this.saves = new Autosave<ItemChanges, Item>({
      send: async (itemId, changes) => {
        const saved = await deps.send(itemId, changes);
        if (!saved) throw new Error('No se recibieron datos actualizados del servidor.');
        return saved;
      },
      sendKeepalive: (itemId, changes) => deps.sendKeepalive(itemId, changes),
      onSaved: (_itemId, item) => deps.onSaved(item),
      refusal: (_error, field) => (field === 'content' ? 'keep' : 'revert'),
      isGone: (error) => hasErrorCode(error, 'item_not_found', 'page_not_found'),
      onReverted: (itemId, pageId, _fields, before) => {
        if (Object.keys(before).length > 0) deps.onReverted(pageId, itemId, before);
      },
      onFailed: (_itemId, error, sent) => deps.onFailed(error, sent),
      isOffline: deps.isOffline,
    });
    this.store = this.saves.store;
  }

  status(itemId: number): ItemSaveStatus | undefined {
    return this.saves.status(itemId);
  }

  edit(pageId: number, itemId: number, changes: ItemChanges, { immediate = false, before }: { immediate?: boolean; before?: ItemChanges } = {}): void {
    const toggles = pick(before);
    delete toggles.content; // refused content is kept, never put back
    this.saves.edit(itemId, pick(changes), { mode: immediate ? 'immediate' : 'debounced', group: pageId, before: toggles });
  }

  /** Sends what waits for this item now; resolves once everything asked for so far is answered. */
  flush(itemId: number): Promise<void> {
    return this.saves.flush(itemId);
  }

  /** A change sent at once (a toggle); resolves whether the server took it. */
  save(pageId: number, itemId: number, changes: ItemChanges, before: ItemChanges): Promise<boolean> {
    this.edit(pageId, itemId, changes, { immediate: true, before });
    return this.saves.settled(itemId);
  }

  /** Sends everything waiting on this page (leaving the page, unmounting the tab). */
  flushPage(pageId: number): Promise<void> {
    return this.saves.flushGroup(pageId);
  }

  /** The page is going away: every waiting save starts now as a keepalive request (decision 505). */
  flushKeepalive(): void {
    this.saves.flushKeepalive();
  }

  /** Values of this page's items the server has not confirmed, to lay over a fresh load. */
  unsaved(pageId: number): Map<number, ItemChanges> {
    return this.saves.unsavedIn(pageId);
  }

  /** Sends every save that waited for the network (the browser is back online). */
  resumeOffline(): Promise<void> {
    return this.saves.resumeOffline();
  }

  /** Sends everything waiting on every page (before signing out). */
  flushAll(): Promise<void> {
    return this.saves.flushAll();
  }

  /**
   * The session ended (signed out elsewhere, or expired): nothing more is sent, and every value the
   * server has not confirmed is handed over, to be kept until the owner signs in again and then
   * given back through `resume` and `edit` (decision 536).
   */
  suspend(): UnsentItems {
    return this.saves.suspend();
  }

  resume(): void {
    this.saves.resume();
  }

  /** Forgets everything (another owner signs in). */
  clear(): void {
    this.saves.clear();
  }

  /** The page was deleted: nothing of its items is sent any more. */
  forgetPage(pageId: number): void {
    this.saves.forgetGroup(pageId);
  }

  hasPending(pageId?: number): boolean {
    return this.saves.hasPending(pageId);
  }

  /** The item is gone (deleted): nothing of it is sent any more. */
  forget(itemId: number): void {
    this.saves.forget(itemId);
  }
}
