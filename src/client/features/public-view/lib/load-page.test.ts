import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPageView } from '@/test/page-view';
import { loadPublicPage } from './load-page';

afterEach(() => {
  vi.restoreAllMocks();
});

function stubFetch() {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(url);
    const body = url.includes('/items') ? [] : testPageView({ id: 5, slug: 'sub', parentPageId: null });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

describe('loadPublicPage (issue 15)', () => {
  it('asks for the items with ?view=1 on the public page, so that opening a subpage is counted as its view', async () => {
    const asked = stubFetch();
    expect(await loadPublicPage('/view/page/5')).not.toBeNull();
    expect(asked).toEqual(['/api/pages/id/5', '/api/pages/5/items?view=1']);
  });

  it('counts nothing from /preview', async () => {
    const asked = stubFetch();
    expect(await loadPublicPage('/preview/page/5')).not.toBeNull();
    expect(asked).toEqual(['/api/pages/id/5', '/api/pages/5/items']);
  });
});
