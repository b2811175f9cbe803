import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_DEBOUNCE_MS } from '@shared/constants';
import { type Page, type UpdatePageInput, pageToSettings } from '@shared/schemas/page';
import { pagePath } from '@/api/pages/get-page';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { testPageView } from '@/test/page-view';
import { useEditorStore } from '@/stores/editor-store';
import { PageSync, hasUnsavedGeneral } from './page-sync';
import { pageSyncDeps } from './page-sync-client';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));

const PAGE_ID = 7;

function serverPage(changes: Partial<Page> = {}): Page {
  return {
    ...testPageView({ id: PAGE_ID, title: 'Inicio', slug: 'inicio' }),
    userId: null,
    hasPassword: false,
    sensitive: null,
    status: 'published',
    publishAt: null,
    redirect: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...changes,
  };
}

/** A stand-in for PATCH /api/pages/{id}: keeps the row, answers when told to. */
function fakeServer() {
  let row = serverPage();
  let clock = 1;
  const calls: UpdatePageInput[] = [];
  const waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const send = vi.fn((pageId: number, changes: UpdatePageInput) => {
    expect(pageId).toBe(PAGE_ID);
    calls.push(changes);
    return new Promise<Page>((resolve, reject) => {
      waiting.push({
        resolve: () => {
          row = { ...row, ...(changes as Partial<Page>), updatedAt: `2025-01-01T00:00:${String(clock++).padStart(2, '0')}.000Z` };
          resolve(row);
        },
        reject,
      });
    });
  });
  return {
    send,
    calls,
    row: () => row,
    inFlight: () => waiting.length,
    async answer() {
      waiting.shift()?.resolve();
      await vi.advanceTimersByTimeAsync(0);
    },
    async refuse(error: unknown) {
      waiting.shift()?.reject(error);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

const editor = () => useEditorStore.getState();

let queryClient: QueryClient;
let server: ReturnType<typeof fakeServer>;
let sync: PageSync;
let offline = false;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  editor().reset();
  queryClient = new QueryClient();
  server = fakeServer();
  offline = false;
  sync = new PageSync(pageSyncDeps(queryClient, { send: server.send, isOffline: () => offline }));
  queryClient.setQueryData([pagePath(PAGE_ID)], serverPage());
  editor().loadPage({ settings: pageToSettings(serverPage()), items: [], parentPageId: null });
  sync.activate(PAGE_ID);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(toast).mockClear();
});

describe('page settings sync (spec sections 4 and 7)', () => {
  it('sends colours and sliders once, 750 ms after the last change, and shows them at once', async () => {
    sync.edit(PAGE_ID, { background_image_blur: 3 }, 'debounced');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 100);
    sync.edit(PAGE_ID, { background_image_blur: 9 }, 'debounced');
    sync.edit(PAGE_ID, { background_overlay_opacity: 40 }, 'debounced');
    expect(editor().pageSettings.background_image_blur).toBe(9);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual([{ backgroundImageBlur: 9, backgroundOverlayOpacity: 40 }]);
    await server.answer();
    expect(sync.unsaved(PAGE_ID)).toEqual({});
    expect(sync.entry(PAGE_ID)?.busy).toBe(false);
  });

  it('sends switches and images at once, with whatever was waiting', async () => {
    sync.edit(PAGE_ID, { background_overlay_opacity: 30 }, 'debounced');
    sync.edit(PAGE_ID, { background_overlay_color: '#000000' }, 'immediate');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([{ backgroundOverlayOpacity: 30, backgroundOverlayColor: '#000000' }]);
    await server.answer();
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(server.calls).toHaveLength(1);
  });

  it('keeps one request per page on its way; later changes follow in the next one', async () => {
    sync.edit(PAGE_ID, { profile_image: 'https://example.com/a.png' }, 'immediate');
    await vi.advanceTimersByTimeAsync(0);
    sync.edit(PAGE_ID, { profile_image_zoom: 150 }, 'immediate');
    sync.edit(PAGE_ID, { profile_image_zoom: 160 }, 'immediate');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.inFlight()).toBe(1);
    await server.answer();
    expect(server.calls).toEqual([{ profileImage: 'https://example.com/a.png' }, { profileImageZoom: 160 }]);
    await server.answer();
    expect(server.calls).toHaveLength(2);
    expect(server.row().profileImageZoom).toBe(160);
    expect(editor().pageSettings.profile_image_zoom).toBe(160);
  });

  it('keeps a change made while an earlier value was on its way', async () => {
    sync.edit(PAGE_ID, { background_color: '#111111' }, 'immediate');
    await vi.advanceTimersByTimeAsync(0);
    sync.edit(PAGE_ID, { background_color: '#222222' }, 'debounced');
    await server.answer();
    expect(editor().pageSettings.background_color).toBe('#222222');
    expect(sync.unsaved(PAGE_ID)).toEqual({ background_color: '#222222' });
  });

  it('puts the saved value back and says so when an automatic save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sync.edit(PAGE_ID, { background_image_blur: 20 }, 'debounced');
    expect(editor().pageSettings.background_image_blur).toBe(20);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await server.refuse(new ApiError(500, 'Error interno del servidor. Inténtalo de nuevo más tarde.'));
    expect(editor().pageSettings.background_image_blur).toBe(0);
    expect(sync.unsaved(PAGE_ID)).toEqual({});
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Error al guardar',
      description: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
    });
  });

  it("keeps general settings for 'Guardar cambios' and rejects with the server's message", async () => {
    sync.edit(PAGE_ID, { title: 'Tienda', slug: 'tienda' }, 'manual');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(server.calls).toEqual([]);
    expect(sync.unsaved(PAGE_ID)).toEqual({ title: 'Tienda', slug: 'tienda' });

    const refused = sync.save(PAGE_ID, { title: 'Tienda', slug: 'tienda', show_title: true });
    await vi.advanceTimersByTimeAsync(0);
    await server.refuse(new ApiError(409, 'La URL "tienda" ya está en uso. Elige otra.'));
    await expect(refused).rejects.toThrow('409: La URL "tienda" ya está en uso. Elige otra.');
    expect(editor().pageSettings.slug).toBe('tienda');
    expect(sync.unsaved(PAGE_ID)).toEqual({ title: 'Tienda', slug: 'tienda' });

    sync.edit(PAGE_ID, { slug: 'tienda-2' }, 'manual');
    const saved = sync.save(PAGE_ID, { title: 'Tienda', slug: 'tienda-2', show_title: true });
    await vi.advanceTimersByTimeAsync(0);
    await server.answer();
    await expect(saved).resolves.toMatchObject({ slug: 'tienda-2' });
    expect(sync.unsaved(PAGE_ID)).toEqual({});
    expect(editor().pageSettings.slug).toBe('tienda-2');
  });

  it('typing a general field back to its saved value leaves nothing unsaved', () => {
    sync.edit(PAGE_ID, { title: 'Inicioo' }, 'manual');
    expect(sync.unsaved(PAGE_ID)).toEqual({ title: 'Inicioo' });
    sync.edit(PAGE_ID, { title: 'Inicio' }, 'manual');
    expect(sync.unsaved(PAGE_ID)).toEqual({});
  });

  it('discarding puts the saved general settings back', () => {
    sync.edit(PAGE_ID, { title: 'Otra', slug: 'otra' }, 'manual');
    sync.discard(PAGE_ID, ['title', 'slug', 'show_title']);
    expect(editor().pageSettings).toMatchObject({ title: 'Inicio', slug: 'inicio' });
    expect(sync.unsaved(PAGE_ID)).toEqual({});
  });

  it('leaves the page query alone while the page is open, and updates it once the editor leaves', async () => {
    sync.edit(PAGE_ID, { background_color: '#ABCDEF' }, 'immediate');
    await vi.advanceTimersByTimeAsync(0);
    await server.answer();
    expect(queryClient.getQueryData<Page>([pagePath(PAGE_ID)])?.backgroundColor).toBe('#FFFFFF');

    sync.edit(PAGE_ID, { background_image_blur: 5 }, 'debounced');
    const left = sync.deactivate(PAGE_ID);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls.at(-1)).toEqual({ backgroundImageBlur: 5 });
    await server.answer();
    await left;
    expect(queryClient.getQueryData<Page>([pagePath(PAGE_ID)])).toMatchObject({ backgroundColor: '#ABCDEF', backgroundImageBlur: 5 });
  });

  it('saves a page the editor has already left without touching the page now shown', async () => {
    sync.edit(PAGE_ID, { background_image_blur: 12 }, 'debounced');
    editor().loadPage({ settings: { ...pageToSettings(serverPage({ id: 8, title: 'Otra' })) }, items: [], parentPageId: null });
    void sync.deactivate(PAGE_ID);
    await vi.advanceTimersByTimeAsync(0);
    await server.answer();
    expect(server.row().backgroundImageBlur).toBe(12);
    expect(editor().pageSettings).toMatchObject({ id: 8, background_image_blur: 0 });
  });
});

describe('page settings sync: offline, a session that ended, a deleted page (decision 536)', () => {
  it('keeps a change that could not leave while offline, without a toast, and sends it when back online', async () => {
    offline = true;
    sync.edit(PAGE_ID, { background_color: '#123456' }, 'immediate');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([]);
    expect(sync.entry(PAGE_ID)).toMatchObject({ offline: true, busy: true });
    expect(editor().pageSettings.background_color).toBe('#123456');
    offline = false;
    const resumed = sync.resumeOffline();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([{ backgroundColor: '#123456' }]);
    await server.answer();
    await resumed;
    expect(sync.entry(PAGE_ID)).toMatchObject({ offline: false, busy: false, unsaved: {} });
    expect(toast).not.toHaveBeenCalled();
  });

  it('a save on its way when the network went is kept, not reverted', async () => {
    sync.edit(PAGE_ID, { background_image_blur: 5 }, 'immediate');
    await vi.advanceTimersByTimeAsync(0);
    offline = true;
    await server.refuse(new TypeError('Failed to fetch'));
    expect(editor().pageSettings.background_image_blur).toBe(5);
    expect(sync.unsaved(PAGE_ID)).toEqual({ background_image_blur: 5 });
    expect(sync.entry(PAGE_ID)?.offline).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });

  it('a 401 keeps the value for the session watcher, without a toast or a revert', async () => {
    sync.edit(PAGE_ID, { background_image_blur: 7 }, 'immediate');
    await vi.advanceTimersByTimeAsync(0);
    await server.refuse(new ApiError(401, 'Debes iniciar sesión para hacer esto.'));
    expect(sync.unsaved(PAGE_ID)).toEqual({ background_image_blur: 7 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('suspend hands over everything unsaved, general settings too, and sends nothing until resumed', async () => {
    sync.edit(PAGE_ID, { title: 'Tienda', slug: 'tienda' }, 'manual');
    sync.edit(PAGE_ID, { background_color: '#ABCDEF' }, 'debounced');
    expect(sync.suspend()).toEqual({ [PAGE_ID]: { title: 'Tienda', slug: 'tienda', background_color: '#ABCDEF' } });
    expect(sync.unsaved(PAGE_ID)).toEqual({});
    sync.edit(PAGE_ID, { background_color: '#000001' }, 'immediate');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(server.calls).toEqual([]);
    sync.resume();
    void sync.flushAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([{ backgroundColor: '#000001' }]);
    await server.answer();
  });

  it('forget leaves nothing unsaved for a deleted page', async () => {
    sync.edit(PAGE_ID, { title: 'Tienda', slug: 'tienda' }, 'manual');
    sync.edit(PAGE_ID, { background_color: '#ABCDEF' }, 'debounced');
    sync.forget(PAGE_ID);
    expect(hasUnsavedGeneral(sync.entry(PAGE_ID))).toBe(false);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(server.calls).toEqual([]);
  });

  it("a saved subpage title has its parent's items read again (the card shows it)", async () => {
    const subpage = new PageSync(
      pageSyncDeps(queryClient, { send: async (_id, changes) => serverPage({ ...(changes as Partial<Page>), parentPageId: 3 }) }),
    );
    queryClient.setQueryData(['/api/pages/3/items'], []);
    await subpage.save(PAGE_ID, { background_color: '#000000' });
    expect(queryClient.getQueryState(['/api/pages/3/items'])?.isInvalidated).toBe(false);
    await subpage.save(PAGE_ID, { title: 'Mi tienda' });
    expect(queryClient.getQueryState(['/api/pages/3/items'])?.isInvalidated).toBe(true);
  });
});
