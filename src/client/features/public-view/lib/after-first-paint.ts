/** Longest wait for the page's load and first paint (an image that never answers, a blank page). */
export const MAX_WAIT_MS = 3000;

function paintTimingSupported(): boolean {
  return typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
}

/** The first contentful paint has been presented (or the browser cannot tell: the next frame). */
function firstContentfulPaint(): Promise<void> {
  if (!paintTimingSupported()) return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the page has loaded (its first images included) and painted, or after MAX_WAIT_MS:
 * what runs then never competes with what the visitor sees first.
 */
export function afterFirstPaint(): Promise<void> {
  const settled = Promise.all([loaded(), firstContentfulPaint()]).then(() => undefined);
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
}
