import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, MAX_WAIT_MS } from './after-first-paint';

/** A PerformanceObserver whose 'paint' entries the test hands over with `paint(name)`. */
function fakePaintTiming() {
  const observers = new Set<(names: string[]) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly deliver: (names: string[]) => void;
    constructor(callback: (list: { getEntries: () => { name: string }[] }) => void) {
      this.deliver = (names) => callback({ getEntries: () => names.map((name) => ({ name })) });
    }
    observe() {
      observers.add(this.deliver);
    }
    disconnect() {
      observers.delete(this.deliver);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name: string) => observers.forEach((deliver) => deliver([name])),
    observing: () => observers.size,
  };
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setReadyState('complete');
  });

  it('waits for the load event and the first contentful paint, in either order', async () => {
    const timing = fakePaintTiming();
    setReadyState('loading');
    let done = false;
    void afterFirstPaint().then(() => (done = true));

    timing.paint('first-paint');
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    timing.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    expect(timing.observing()).toBe(0);

    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('goes on at once when the page has already loaded and painted', async () => {
    const timing = fakePaintTiming();
    setReadyState('complete');
    const done = afterFirstPaint();
    timing.paint('first-contentful-paint');
    await expect(done).resolves.toBeUndefined();
  });

  it('gives up waiting after MAX_WAIT_MS (an image that never answers, a page that never paints text)', async () => {
    fakePaintTiming();
    setReadyState('loading');
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('without paint timing, waits for the next frame after the load', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    setReadyState('complete');
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(true);
  });
});
