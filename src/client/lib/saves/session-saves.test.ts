import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemSyncFor } from './item-sync-client';
import { testPageView } from '@/test/page-view';
import { pageSyncFor } from './page-sync-client';
import { UNSENT_STORAGE_KEY, keepUnsent, resumeUnsent } from './session-saves';

const PAGE = 7;

function stubApi() {
  const patches: { path: string; body: Record<string, unknown> }[] = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      patches.push({ path: url.pathname, body });
      const answer = url.pathname.startsWith('/api/items/')
        ? { id: 1, pageId: PAGE, type: 'text', order: 0, content: body.content, isSticky: false, isVisible: true, linkUrl: null, createdAt: '', updatedAt: '' }
        : { ...testPageView({ id: PAGE, title: 'Inicio', slug: 'inicio' }), ...body, userId: null, createdAt: '', updatedAt: '' };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response('', { status: 404 });
  });
  return patches;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('changes a session that ended leaves behind (decision 536)', () => {
  it('are kept under the owner, sent when that owner signs in again, and never for another owner', async () => {
    // The saves' pauses (750 ms) run on a fake clock, so that "nothing was sent" is shown, not waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const patches = stubApi();
    const queryClient = new QueryClient();
    const items = itemSyncFor(queryClient);
    const pages = pageSyncFor(queryClient);
    items.edit(PAGE, 1, { content: { text: 'lo último que escribí' } });
    pages.edit(PAGE, { title: 'Tienda', slug: 'tienda' }, 'manual');
    pages.edit(PAGE, { background_color: '#ABCDEF' }, 'debounced');

    expect(keepUnsent(queryClient, 'ana')).toBe(true);
    expect(JSON.parse(localStorage.getItem(UNSENT_STORAGE_KEY)!)).toMatchObject({
      ana: { items: { [PAGE]: { 1: { content: { text: 'lo último que escribí' } } } }, settings: { [PAGE]: { title: 'Tienda', slug: 'tienda', background_color: '#ABCDEF' } } },
    });
    expect(items.unsaved(PAGE).size).toBe(0);
    await vi.advanceTimersByTimeAsync(800);
    expect(patches).toEqual([]);
    vi.useRealTimers();

    // Another owner signs in on this browser: nothing of Ana's is sent or shown.
    expect(resumeUnsent(queryClient, 'luis')).toBe(false);
    expect(items.unsaved(PAGE).size).toBe(0);
    expect(localStorage.getItem(UNSENT_STORAGE_KEY)).toContain('ana');

    // Ana signs in again: her text and colour are sent; title and slug wait for 'Guardar cambios'.
    expect(resumeUnsent(queryClient, 'ana')).toBe(true);
    expect(localStorage.getItem(UNSENT_STORAGE_KEY)).toBeNull();
    expect(pages.unsaved(PAGE)).toMatchObject({ title: 'Tienda', slug: 'tienda' });
    await vi.waitFor(() => expect(patches).toHaveLength(2));
    expect(patches).toContainEqual({ path: '/api/items/1', body: expect.objectContaining({ content: { text: 'lo último que escribí' } }) });
    expect(patches).toContainEqual({ path: `/api/pages/${PAGE}`, body: { backgroundColor: '#ABCDEF' } });
    await vi.waitFor(() => expect(items.unsaved(PAGE).size).toBe(0));
  });

  it('with nothing unsaved, keeps nothing', () => {
    const queryClient = new QueryClient();
    expect(keepUnsent(queryClient, 'ana')).toBe(false);
    expect(localStorage.getItem(UNSENT_STORAGE_KEY)).toBeNull();
    expect(resumeUnsent(queryClient, 'ana')).toBe(false);
  });
});
