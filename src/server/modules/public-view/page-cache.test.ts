import { describe, expect, it } from 'vitest';
import { MemoryChangeBus } from '../../changes/change-bus';
import { PageCache } from './page-cache';
import { RenderedPage } from './rendered-page';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('PageCache', () => {
  it('renders once for concurrent requests and then answers from memory', async () => {
    const cache = new PageCache(new MemoryChangeBus());
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return new RenderedPage(200, '<p>uno</p>', 1, null);
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', render)));
    expect(new Set(answers).size).toBe(1);
    await cache.get('k', render);
    expect(renders).toBe(1);
  });

  it("drops a page's entries and its children's when it changes, and never keeps 404s", async () => {
    const changes = new MemoryChangeBus();
    const cache = new PageCache(changes);
    await cache.get('parent', async () => new RenderedPage(200, 'p', 1, null));
    await cache.get('child', async () => new RenderedPage(200, 'c', 2, 1));
    await cache.get('other', async () => new RenderedPage(200, 'o', 3, null));
    await cache.get('missing', async () => new RenderedPage(404, 'x', null, null));
    expect(cache.size).toBe(3);
    changes.touch(1);
    expect(cache.size).toBe(1);
  });

  it('does not keep a render that a write overtook, and later requests do not wait on it', async () => {
    const changes = new MemoryChangeBus();
    const cache = new PageCache(changes);
    const slow = deferred<RenderedPage>();
    const stale = cache.get('k', () => slow.promise);
    changes.touch(1);
    const fresh = cache.get('k', async () => new RenderedPage(200, 'nuevo', 1, null));
    slow.resolve(new RenderedPage(200, 'viejo', 1, null));
    expect((await stale).body('identity').toString()).toBe('viejo');
    expect((await fresh).body('identity').toString()).toBe('nuevo');
    expect((await cache.get('k', async () => new RenderedPage(200, 'otro', 1, null))).body('identity').toString()).toBe('nuevo');
  });

  it('keeps a render while only other pages are written (hundreds of editors autosaving)', async () => {
    const changes = new MemoryChangeBus();
    const cache = new PageCache(changes);
    const slow = deferred<RenderedPage>();
    const first = cache.get('k', () => slow.promise);
    const joined = cache.get('k', async () => new RenderedPage(200, 'no', 1, null));
    changes.touch(2);
    changes.touch(3, 4);
    slow.resolve(new RenderedPage(200, 'uno', 1, null));
    expect((await first).body('identity').toString()).toBe('uno');
    expect((await joined).body('identity').toString()).toBe('uno');
    let renders = 0;
    const again = await cache.get('k', async () => {
      renders += 1;
      return new RenderedPage(200, 'dos', 1, null);
    });
    expect(renders).toBe(0);
    expect(again.body('identity').toString()).toBe('uno');
    changes.touch(1);
    expect(cache.size).toBe(0);
  });

  it('stays within its entry bound', async () => {
    const cache = new PageCache(new MemoryChangeBus(), { maxEntries: 5 });
    for (let id = 1; id <= 20; id++) await cache.get(`k${id}`, async () => new RenderedPage(200, 'x', id, null));
    expect(cache.size).toBe(5);
  });

  it("drops an account's pages when the bus says the account changed", async () => {
    const changes = new MemoryChangeBus();
    const cache = new PageCache(changes);
    await cache.get('ana-1', async () => new RenderedPage(200, 'a1', 1, null, 'ana'));
    await cache.get('ana-2', async () => new RenderedPage(200, 'a2', 2, 1, 'ana'));
    await cache.get('luis', async () => new RenderedPage(200, 'l', 3, null, 'luis'));
    await changes.publish({ type: 'users', ids: ['ana'] });
    expect(cache.size).toBe(1);
    let rendered = '';
    await cache.get('luis', async () => {
      rendered = 'again';
      return new RenderedPage(200, 'l2', 3, null, 'luis');
    });
    expect(rendered).toBe('');
  });

  it('drops everything on a reset, renders in flight included', async () => {
    const changes = new MemoryChangeBus();
    const cache = new PageCache(changes);
    await cache.get('k1', async () => new RenderedPage(200, 'uno', 1, null));
    const slow = deferred<RenderedPage>();
    const inFlight = cache.get('k2', () => slow.promise);
    // A reset is what the PostgreSQL bus sends when its listening connection drops.
    (changes as unknown as { listeners: { emit(event: { type: 'reset' }): void } }).listeners.emit({ type: 'reset' });
    slow.resolve(new RenderedPage(200, 'viejo', 2, null));
    expect((await inFlight).body('identity').toString()).toBe('viejo');
    expect(cache.size).toBe(0); // neither the old entry nor the overtaken render is kept
  });

  it('answers an entry for at most maxAgeMs, whatever the bus says', async () => {
    const cache = new PageCache(new MemoryChangeBus(), { maxAgeMs: 50 });
    let renders = 0;
    const render = async () => new RenderedPage(200, `v${++renders}`, 1, null);
    await cache.get('k', render);
    await cache.get('k', render);
    expect(renders).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await cache.get('k', render);
    expect(renders).toBe(2);
  });
});
