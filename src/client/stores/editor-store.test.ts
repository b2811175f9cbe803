import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SETTINGS } from '@shared/schemas/page';
import { type EditorItem, editorStorage, useEditorStore } from './editor-store';

const item = (id: number, order = 0, type = 'text'): EditorItem => ({ id, order, type, content: { text: `#${id}` } });
const state = () => useEditorStore.getState();
const ids = () => state().items.map((entry) => entry.id);
const orders = () => state().items.map((entry) => entry.order);

beforeEach(() => {
  state().reset();
  // Each test starts as a fresh page load: nothing of the reset waits to be written.
  editorStorage.flush();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('editor store: initial state (spec section 3)', () => {
  it('starts with the spec defaults', () => {
    expect(state().pageSettings).toEqual(DEFAULT_PAGE_SETTINGS);
    expect(state().items).toEqual([]);
    expect(state().currentPageId).toBeNull();
    expect(state().parentPageId).toBeNull();
    expect(state().copiedItem).toBeNull();
    expect(state().qrSettings).toEqual({ type: 'page', color: '#000000' });
  });
});

describe('editor store: item list operations (spec section 4)', () => {
  it('adds at the end and renumbers from 0', () => {
    state().addItem(item(5, 7));
    state().addItem(item(3, 42));
    expect(ids()).toEqual([5, 3]);
    expect(orders()).toEqual([0, 1]);
  });

  it('updates by id, merging the changes and keeping the id', () => {
    state().setItems([item(1), item(2)]);
    state().updateItem(2, { isVisible: false, content: { text: 'nuevo' }, id: 99 });
    expect(state().items[1]).toMatchObject({ id: 2, isVisible: false, content: { text: 'nuevo' }, type: 'text' });
    expect(state().items[0]).toEqual({ ...item(1), order: 0 });
  });

  it('removes by id and renumbers', () => {
    state().setItems([item(1), item(2), item(3)]);
    state().removeItem(2);
    expect(ids()).toEqual([1, 3]);
    expect(orders()).toEqual([0, 1]);
  });

  it('reorders by a list of ids; unknown ids are ignored and unlisted items follow', () => {
    state().setItems([item(1), item(2), item(3), item(4)]);
    state().reorderItems([3, 1, 99, 4]);
    expect(ids()).toEqual([3, 1, 4, 2]);
    expect(orders()).toEqual([0, 1, 2, 3]);
  });

  it('moves up, and does nothing for the first item', () => {
    state().setItems([item(1), item(2), item(3)]);
    state().moveItemUp(3);
    expect(ids()).toEqual([1, 3, 2]);
    expect(orders()).toEqual([0, 1, 2]);
    const before = state().items;
    state().moveItemUp(1);
    expect(state().items).toBe(before);
  });

  it('moves down, and does nothing for the last item', () => {
    state().setItems([item(1), item(2), item(3)]);
    state().moveItemDown(1);
    expect(ids()).toEqual([2, 1, 3]);
    const before = state().items;
    state().moveItemDown(3);
    expect(state().items).toBe(before);
    state().moveItemDown(404);
    expect(state().items).toBe(before);
  });

  it('sets the whole list, renumbered in the given order', () => {
    state().setItems([item(9, 4), item(8, 1)]);
    expect(ids()).toEqual([9, 8]);
    expect(orders()).toEqual([0, 1]);
  });

  it('adds right after a given id', () => {
    state().setItems([item(1), item(2), item(3)]);
    state().addItemAfter(1, item(7));
    expect(ids()).toEqual([1, 7, 2, 3]);
    expect(orders()).toEqual([0, 1, 2, 3]);
  });

  it('appends and logs a warning when the id to add after is not found', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    state().setItems([item(1)]);
    state().addItemAfter(404, item(7));
    expect(ids()).toEqual([1, 7]);
    expect(orders()).toEqual([0, 1]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('copies one item (a deep copy) and clears it', () => {
    const original = item(1);
    state().copyItem(original);
    state().copyItem(item(2));
    expect(state().copiedItem).toEqual(item(2));
    const copied = state().copiedItem!;
    expect(copied.content).not.toBe(item(2).content);
    state().clearCopiedItem();
    expect(state().copiedItem).toBeNull();
  });
});

describe('editor store: settings', () => {
  it('merges page settings by partial update', () => {
    state().updatePageSettings({ title: 'Mi página' });
    state().updatePageSettings({ background_color: '#000000' });
    expect(state().pageSettings).toEqual({ ...DEFAULT_PAGE_SETTINGS, title: 'Mi página', background_color: '#000000' });
  });

  it('merges QR settings by partial update', () => {
    state().updateQrSettings({ color: '#FF0000' });
    expect(state().qrSettings).toEqual({ type: 'page', color: '#FF0000' });
  });

  it('setting the current page id also sets the parent page id, null by default', () => {
    state().setCurrentPageId(5, 2);
    expect(state()).toMatchObject({ currentPageId: 5, parentPageId: 2 });
    state().setCurrentPageId(6);
    expect(state()).toMatchObject({ currentPageId: 6, parentPageId: null });
  });

  it('a load from the server replaces the page, its items (sorted) and the current page', () => {
    state().setItems([item(1), item(2)]);
    state().updatePageSettings({ title: 'vieja' });
    state().loadPage({
      settings: { ...DEFAULT_PAGE_SETTINGS, id: 8, title: 'Nueva', slug: 'nueva' },
      items: [item(20, 1), item(10, 0)],
      parentPageId: 3,
    });
    expect(state().pageSettings).toMatchObject({ id: 8, title: 'Nueva', slug: 'nueva' });
    expect(ids()).toEqual([10, 20]);
    expect(state()).toMatchObject({ currentPageId: 8, parentPageId: 3 });
  });
});

describe("editor store: persistence under 'linkhub-content'", () => {
  it('keeps only pageSettings, items and qrSettings', () => {
    state().setItems([item(1)]);
    state().updateQrSettings({ color: '#123456' });
    state().copyItem(item(1));
    state().setCurrentPageId(4, 1);
    editorStorage.flush(); // written at most once a second (issue 13): read what the next write holds
    const saved = JSON.parse(localStorage.getItem('linkhub-content') ?? '{}') as { state: Record<string, unknown> };
    expect(Object.keys(saved.state).sort()).toEqual(['items', 'pageSettings', 'qrSettings']);
    expect(saved.state.qrSettings).toEqual({ type: 'page', color: '#123456' });
  });

  it('writes at most once a second, the latest state, and at once when the page goes away (issue 13)', () => {
    vi.useFakeTimers();
    try {
      editorStorage.flush();
      localStorage.clear();
      const write = vi.spyOn(Storage.prototype, 'setItem');
      for (let n = 1; n <= 30; n++) state().setItems([item(n)]);
      expect(write).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(write).toHaveBeenCalledTimes(1);
      const saved = () => JSON.parse(localStorage.getItem('linkhub-content') ?? '{}') as { state: { items: EditorItem[] } };
      expect(saved().state.items.map((entry) => entry.id)).toEqual([30]);
      state().setItems([item(31)]);
      window.dispatchEvent(new Event('pagehide'));
      expect(write).toHaveBeenCalledTimes(2);
      expect(saved().state.items.map((entry) => entry.id)).toEqual([31]);
      vi.advanceTimersByTime(5000);
      expect(write).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rehydrates what was saved, with defaults for anything missing', async () => {
    localStorage.setItem(
      'linkhub-content',
      JSON.stringify({ state: { pageSettings: { title: 'Guardada' }, items: [item(3)] }, version: 1 }),
    );
    await useEditorStore.persist.rehydrate();
    expect(state().pageSettings).toEqual({ ...DEFAULT_PAGE_SETTINGS, title: 'Guardada' });
    expect(ids()).toEqual([3]);
    expect(state().qrSettings).toEqual({ type: 'page', color: '#000000' });
    expect(state().currentPageId).toBeNull();
  });
});
