import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '@shared/schemas/item';
import { ApiError } from '@/lib/api-client';
import type { ItemChanges } from '@/api/items/update-item';
import { ItemSync, type ItemSyncDeps } from './item-sync';

const PAGE = 7;

function answer(id: number, changes: ItemChanges): Item {
  return {
    id,
    pageId: PAGE,
    type: 'heading',
    order: 0,
    content: changes.content ?? { text: 'x' },
    linkUrl: null,
    locked: false,
    sensitive: null,
    isSticky: changes.isSticky ?? false,
    isVisible: changes.isVisible ?? true,
    visibleFrom: null,
    visibleUntil: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

let offline = false;

function setup(send?: ItemSyncDeps['send']) {
  const deps = {
    isOffline: () => offline,
    send: vi.fn(send ?? (async (id: number, changes: ItemChanges) => answer(id, changes))),
    sendKeepalive: vi.fn(async () => undefined),
    onSaved: vi.fn(),
    onReverted: vi.fn(),
    onFailed: vi.fn(),
  } satisfies ItemSyncDeps;
  return { sync: new ItemSync(deps), deps };
}

beforeEach(() => {
  vi.useFakeTimers();
  offline = false;
});
afterEach(() => vi.useRealTimers());

describe('ItemSync: autosave 750 ms after the last change', () => {
  it('sends nothing before 750 ms, then the last content once', async () => {
    const { sync, deps } = setup();
    sync.edit(PAGE, 1, { content: { text: 'H' } });
    await vi.advanceTimersByTimeAsync(500);
    sync.edit(PAGE, 1, { content: { text: 'Ho' } });
    await vi.advanceTimersByTimeAsync(749);
    expect(deps.send).not.toHaveBeenCalled();
    expect(sync.status(1)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.send).toHaveBeenCalledTimes(1);
    expect(deps.send).toHaveBeenCalledWith(1, { content: { text: 'Ho' } });
    await vi.runAllTimersAsync();
    expect(deps.onSaved).toHaveBeenCalledTimes(1);
    expect(sync.unsaved(PAGE).size).toBe(0);
    expect(sync.status(1)).toBeUndefined();
  });

  it('a blur (flush) sends at once and cancels the wait', async () => {
    const { sync, deps } = setup();
    sync.edit(PAGE, 1, { content: { text: 'Hola' } });
    await sync.flush(1);
    expect(deps.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(deps.send).toHaveBeenCalledTimes(1);
  });

  it('immediate changes go at once; each item debounces on its own', async () => {
    const { sync, deps } = setup();
    sync.edit(PAGE, 1, { content: { text: 'a' } });
    sync.edit(PAGE, 2, { isVisible: false }, { immediate: true, before: { isVisible: true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.send).toHaveBeenCalledWith(2, { isVisible: false });
    expect(deps.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(750);
    expect(deps.send).toHaveBeenCalledWith(1, { content: { text: 'a' } });
  });

  it('an edit with none of isSticky, isVisible, content sends nothing', async () => {
    const { sync, deps } = setup();
    sync.edit(PAGE, 1, {}, { immediate: true });
    await vi.runAllTimersAsync();
    expect(deps.send).not.toHaveBeenCalled();
  });
});

describe('ItemSync: one save per item at a time, nothing typed is lost', () => {
  it('typing while a save travels is sent after it, and stays unsaved until confirmed', async () => {
    let release!: () => void;
    const { sync, deps } = setup(
      (id, changes) =>
        new Promise<Item>((resolve) => {
          release = () => resolve(answer(id, changes));
        }),
    );
    sync.edit(PAGE, 1, { content: { text: 'uno' } }, { immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    sync.edit(PAGE, 1, { content: { text: 'uno dos' } });
    await vi.advanceTimersByTimeAsync(750);
    expect(deps.send).toHaveBeenCalledTimes(1); // the second waits for the first answer
    expect(sync.unsaved(PAGE).get(1)).toEqual({ content: { text: 'uno dos' } });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.send).toHaveBeenCalledTimes(2);
    expect(deps.send).toHaveBeenLastCalledWith(1, { content: { text: 'uno dos' } });
    expect(sync.unsaved(PAGE).get(1)).toEqual({ content: { text: 'uno dos' } });
    release();
    await vi.runAllTimersAsync();
    expect(sync.unsaved(PAGE).size).toBe(0);
  });

  it('refused content stays local and is sent by the next save', async () => {
    let fail = true;
    const { sync, deps } = setup(async (id, changes) => {
      if (fail) throw new ApiError(500, 'Error interno del servidor');
      return answer(id, changes);
    });
    sync.edit(PAGE, 1, { content: { text: 'importante' } });
    await vi.advanceTimersByTimeAsync(750);
    expect(deps.onFailed).toHaveBeenCalledTimes(1);
    expect(deps.onReverted).not.toHaveBeenCalled();
    expect(sync.unsaved(PAGE).get(1)).toEqual({ content: { text: 'importante' } });
    expect(sync.status(1)).toBe('failed');
    fail = false;
    await sync.flushPage(PAGE);
    expect(deps.send).toHaveBeenLastCalledWith(1, { content: { text: 'importante' } });
    expect(sync.unsaved(PAGE).size).toBe(0);
    expect(sync.status(1)).toBeUndefined();
  });

  it('a refused toggle goes back to its earlier value', async () => {
    const { sync, deps } = setup(async () => {
      throw new ApiError(500, 'Error interno del servidor');
    });
    const saved = await sync.save(PAGE, 3, { isSticky: true }, { isSticky: false });
    expect(saved).toBe(false);
    expect(deps.onReverted).toHaveBeenCalledWith(PAGE, 3, { isSticky: false });
    expect(sync.unsaved(PAGE).size).toBe(0);
  });

  it('a confirmed toggle reports success', async () => {
    const { sync } = setup();
    await expect(sync.save(PAGE, 3, { isVisible: false }, { isVisible: true })).resolves.toBe(true);
  });

  it('an answer without data counts as a failure', async () => {
    const { sync, deps } = setup(async () => undefined);
    await expect(sync.save(PAGE, 3, { isVisible: false }, { isVisible: true })).resolves.toBe(false);
    expect((deps.onFailed.mock.calls[0]?.[0] as Error).message).toBe('No se recibieron datos actualizados del servidor.');
  });

  it('a deleted item (404) is forgotten', async () => {
    const { sync } = setup(async () => {
      throw new ApiError(404, 'Elemento no encontrado', 'item_not_found');
    });
    sync.edit(PAGE, 4, { content: { text: 'x' } }, { immediate: true });
    await vi.runAllTimersAsync();
    expect(sync.unsaved(PAGE).size).toBe(0);
    expect(sync.hasPending(PAGE)).toBe(false);
  });
});

describe('ItemSync: leaving the page', () => {
  it('flushKeepalive starts every waiting save synchronously and clears the timers', async () => {
    const { sync, deps } = setup();
    sync.edit(PAGE, 1, { content: { text: 'últimas teclas' } });
    sync.edit(PAGE + 1, 2, { content: { text: 'otra página' } });
    sync.flushKeepalive();
    expect(deps.sendKeepalive).toHaveBeenCalledTimes(2);
    expect(deps.sendKeepalive).toHaveBeenCalledWith(1, { content: { text: 'últimas teclas' } });
    await vi.runAllTimersAsync();
    expect(deps.send).not.toHaveBeenCalled();
    expect(sync.unsaved(PAGE).size).toBe(0);
  });

  it('a keepalive save while an older save is on its way carries everything that one carried, newer values first', async () => {
    let release: (() => void) | undefined;
    const { sync, deps } = setup(
      (id, changes) =>
        new Promise<Item>((resolve) => {
          release = () => resolve(answer(id, changes));
        }),
    );
    // An older save of the item (a toggle and the text so far) is on its way...
    sync.edit(PAGE, 1, { content: { text: 'Hol' }, isSticky: true }, { immediate: true, before: { isSticky: false } });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.send).toHaveBeenCalledTimes(1);
    // ...the owner types on and leaves before it is answered.
    sync.edit(PAGE, 1, { content: { text: 'Hola mundo' } });
    sync.flushKeepalive();
    // The keepalive is not queued behind the older save: it starts now, with the latest text and the
    // toggle the older save carried, so the server may skip the older one if it arrives last.
    expect(deps.sendKeepalive).toHaveBeenCalledTimes(1);
    expect(deps.sendKeepalive).toHaveBeenCalledWith(1, { content: { text: 'Hola mundo' }, isSticky: true });
    expect(deps.send).toHaveBeenCalledTimes(1);
    release?.();
    await vi.runAllTimersAsync();
    expect(deps.send).toHaveBeenCalledTimes(1); // nothing sent again after the older answer
    expect(sync.unsaved(PAGE).size).toBe(0);
    expect(sync.hasPending(PAGE)).toBe(false);
  });

  it('flushPage sends only that page, at once', async () => {
    const { sync, deps } = setup();
    sync.edit(PAGE, 1, { content: { text: 'a' } });
    sync.edit(PAGE + 1, 2, { content: { text: 'b' } });
    await sync.flushPage(PAGE);
    expect(deps.send).toHaveBeenCalledTimes(1);
    expect(deps.send).toHaveBeenCalledWith(1, { content: { text: 'a' } });
    expect(sync.hasPending(PAGE + 1)).toBe(true);
  });

  it('forget drops what waits for a deleted item', async () => {
    const { sync, deps } = setup();
    sync.edit(PAGE, 1, { content: { text: 'a' } });
    sync.forget(1);
    await vi.runAllTimersAsync();
    expect(deps.send).not.toHaveBeenCalled();
  });
});

describe('ItemSync: offline, a session that ended, a deleted page (decision 536)', () => {
  it('a save that fails while offline keeps everything, toggles too, says nothing, and goes when the browser is back online', async () => {
    const { sync, deps } = setup(async (id, changes) => {
      if (offline) throw new TypeError('Failed to fetch');
      return answer(id, changes);
    });
    sync.edit(PAGE, 1, { content: { text: 'escrito sin red' } });
    offline = true; // the network goes while the change waits for the pause
    await vi.advanceTimersByTimeAsync(750);
    expect(deps.send).not.toHaveBeenCalled();
    expect(sync.status(1)).toBe('offline');
    // A toggle while offline: no request, no revert, no error.
    const saved = await sync.save(PAGE, 2, { isVisible: false }, { isVisible: true });
    expect(saved).toBe(false);
    expect(deps.onReverted).not.toHaveBeenCalled();
    expect(deps.onFailed).not.toHaveBeenCalled();
    expect(sync.status(2)).toBe('offline');
    // The keepalive flush of a hidden page does not try either.
    sync.flushKeepalive();
    expect(deps.sendKeepalive).not.toHaveBeenCalled();

    offline = false;
    await sync.resumeOffline();
    await vi.runAllTimersAsync();
    expect(deps.send).toHaveBeenCalledWith(1, { content: { text: 'escrito sin red' } });
    expect(deps.send).toHaveBeenCalledWith(2, { isVisible: false });
    expect(sync.unsaved(PAGE).size).toBe(0);
    expect({ 1: sync.status(1), 2: sync.status(2) }).toEqual({ 1: undefined, 2: undefined });
  });

  it('a request that was on its way when the network went is kept the same way', async () => {
    const { sync, deps } = setup(async () => {
      offline = true;
      throw new TypeError('Failed to fetch');
    });
    sync.edit(PAGE, 1, { content: { text: 'a medias' }, isSticky: true }, { immediate: true, before: { isSticky: false } });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.send).toHaveBeenCalledTimes(1);
    expect(sync.status(1)).toBe('offline');
    expect(sync.unsaved(PAGE).get(1)).toEqual({ content: { text: 'a medias' }, isSticky: true });
    expect(deps.onReverted).not.toHaveBeenCalled();
    expect(deps.onFailed).not.toHaveBeenCalled();
  });

  it('suspend hands over every unconfirmed value by page and sends nothing more until resumed', async () => {
    const { sync, deps } = setup();
    sync.edit(PAGE, 1, { content: { text: 'esperando' } });
    sync.edit(PAGE + 1, 2, { isSticky: true, content: { text: 'otra' } });
    const unsent = sync.suspend();
    expect(unsent).toEqual({ [PAGE]: { 1: { content: { text: 'esperando' } } }, [PAGE + 1]: { 2: { isSticky: true, content: { text: 'otra' } } } });
    expect(sync.unsaved(PAGE).size).toBe(0);
    await vi.advanceTimersByTimeAsync(2000);
    sync.edit(PAGE, 1, { content: { text: 'tras el cierre' } }, { immediate: true });
    await sync.flushAll();
    sync.flushKeepalive();
    expect(deps.send).not.toHaveBeenCalled();
    expect(deps.sendKeepalive).not.toHaveBeenCalled();
    sync.resume();
    await sync.flushAll();
    expect(deps.send).toHaveBeenCalledWith(1, { content: { text: 'tras el cierre' } });
  });

  it('forgetPage drops what waits for the items of a deleted page only', async () => {
    const { sync, deps } = setup();
    sync.edit(PAGE, 1, { content: { text: 'a' } });
    sync.edit(PAGE + 1, 2, { content: { text: 'b' } });
    sync.forgetPage(PAGE);
    await vi.runAllTimersAsync();
    expect(deps.send).toHaveBeenCalledTimes(1);
    expect(deps.send).toHaveBeenCalledWith(2, { content: { text: 'b' } });
  });
});
