import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_COLORS, EDITOR_STORAGE_KEY } from '@shared/constants';
import type { Item } from '@shared/schemas/item';
import { DEFAULT_PAGE_SETTINGS, type PageSettings } from '@shared/schemas/page';
import { deferredLocalStorage } from './deferred-storage';

/** An item as the editor holds it: the API's item, of which only id, type, order and content are sure. */
export type EditorItem = Pick<Item, 'id' | 'type' | 'order' | 'content'> &
  Partial<Omit<Item, 'id' | 'type' | 'order' | 'content'>>;

interface QrSettings {
  type: string;
  color: string;
}

const DEFAULT_QR_SETTINGS: QrSettings = { type: 'page', color: DEFAULT_COLORS.qr };

interface EditorData {
  pageSettings: PageSettings;
  items: EditorItem[];
  currentPageId: number | null;
  parentPageId: number | null;
  copiedItem: EditorItem | null;
  qrSettings: QrSettings;
}

export interface EditorState extends EditorData {
  addItem: (item: EditorItem) => void;
  updateItem: (id: number, changes: Partial<EditorItem>) => void;
  removeItem: (id: number) => void;
  reorderItems: (ids: readonly number[]) => void;
  moveItemUp: (id: number) => void;
  moveItemDown: (id: number) => void;
  setItems: (items: readonly EditorItem[]) => void;
  addItemAfter: (afterId: number, item: EditorItem) => void;
  copyItem: (item: EditorItem) => void;
  clearCopiedItem: () => void;
  updatePageSettings: (changes: Partial<PageSettings>) => void;
  updateQrSettings: (changes: Partial<QrSettings>) => void;
  setCurrentPageId: (pageId: number | null, parentPageId?: number | null) => void;
  /** A fresh load from the server for the opened page: it replaces whatever was held before. */
  loadPage: (page: { settings: PageSettings; items: readonly EditorItem[]; parentPageId: number | null }) => void;
  reset: () => void;
}

const initialData = (): EditorData => ({
  pageSettings: { ...DEFAULT_PAGE_SETTINGS },
  items: [],
  currentPageId: null,
  parentPageId: null,
  copiedItem: null,
  qrSettings: { ...DEFAULT_QR_SETTINGS },
});

/** Every list operation leaves the orders 0, 1, 2... in list order. */
export function renumber(items: readonly EditorItem[]): EditorItem[] {
  return items.map((item, order) => (item.order === order ? item : { ...item, order }));
}

function move(items: readonly EditorItem[], id: number, delta: -1 | 1): EditorItem[] | null {
  const from = items.findIndex((item) => item.id === id);
  const to = from + delta;
  if (from === -1 || to < 0 || to >= items.length) return null;
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return renumber(next);
}

type PersistedData = Pick<EditorData, 'pageSettings' | 'items' | 'qrSettings'>;

/** The working copy in localStorage, written at most once a second and when the page goes away. */
export const editorStorage = deferredLocalStorage<PersistedData>();

export const useEditorStore = create<EditorState>()(
  persist(
    (set, get) => ({
      ...initialData(),

      addItem: (item) => set({ items: renumber([...get().items, item]) }),

      updateItem: (id, changes) =>
        set({ items: get().items.map((item) => (item.id === id ? { ...item, ...changes, id } : item)) }),

      removeItem: (id) => set({ items: renumber(get().items.filter((item) => item.id !== id)) }),

      reorderItems: (ids) => {
        const byId = new Map(get().items.map((item) => [item.id, item]));
        const listed = ids.flatMap((id) => {
          const item = byId.get(id);
          byId.delete(id);
          return item ? [item] : [];
        });
        set({ items: renumber([...listed, ...byId.values()]) });
      },

      moveItemUp: (id) => {
        const items = move(get().items, id, -1);
        if (items) set({ items });
      },

      moveItemDown: (id) => {
        const items = move(get().items, id, 1);
        if (items) set({ items });
      },

      setItems: (items) => set({ items: renumber(items) }),

      addItemAfter: (afterId, item) => {
        const items = get().items;
        const index = items.findIndex((existing) => existing.id === afterId);
        if (index === -1) {
          console.warn(`addItemAfter: item ${afterId} not found; appending at the end.`);
          set({ items: renumber([...items, item]) });
          return;
        }
        set({ items: renumber([...items.slice(0, index + 1), item, ...items.slice(index + 1)]) });
      },

      copyItem: (item) => set({ copiedItem: structuredClone(item) }),
      clearCopiedItem: () => set({ copiedItem: null }),

      updatePageSettings: (changes) => set({ pageSettings: { ...get().pageSettings, ...changes } }),
      updateQrSettings: (changes) => set({ qrSettings: { ...get().qrSettings, ...changes } }),

      setCurrentPageId: (pageId, parentPageId = null) => set({ currentPageId: pageId, parentPageId }),

      loadPage: ({ settings, items, parentPageId }) =>
        set({
          pageSettings: { ...settings },
          items: [...items].sort((a, b) => a.order - b.order || a.id - b.id),
          currentPageId: settings.id,
          parentPageId,
        }),

      reset: () => set(initialData()),
    }),
    {
      name: EDITOR_STORAGE_KEY,
      version: 1,
      storage: editorStorage,
      partialize: ({ pageSettings, items, qrSettings }): PersistedData => ({ pageSettings, items, qrSettings }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<EditorData>;
        return {
          ...current,
          pageSettings: { ...DEFAULT_PAGE_SETTINGS, ...saved.pageSettings },
          items: Array.isArray(saved.items) ? saved.items : current.items,
          qrSettings: { ...DEFAULT_QR_SETTINGS, ...saved.qrSettings },
        };
      },
    },
  ),
);
