import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** How long a change may wait before it is written (at most one write per this many ms). */
const STORAGE_WRITE_DELAY_MS = 1000;

export interface DeferredStorage<S> extends PersistStorage<S> {
  /** Writes what waits now (the page is going away, or a test reads localStorage). */
  flush(): void;
}

/**
 * zustand's persisted working copy written to localStorage at most once a second, the latest value
 * only, instead of serialising the whole page on every store change (every keystroke, issue 13).
 * What waits is written at once when the page is hidden or left (pagehide, visibilitychange), so a
 * reload or a closed tab still finds the last state. Reads and removals are immediate.
 */
export function deferredLocalStorage<S>(delayMs = STORAGE_WRITE_DELAY_MS): DeferredStorage<S> {
  let waiting: { name: string; value: StorageValue<S> } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!waiting) return;
    const { name, value } = waiting;
    waiting = null;
    try {
      localStorage.setItem(name, JSON.stringify(value));
    } catch (error) {
      // Full or unavailable storage: the working copy is a convenience; the server has the page.
      console.warn('Could not keep the editor state in localStorage', error);
    }
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }

  return {
    /** A (re)hydration reads what this tab last wrote: a write still waiting goes first, never dropped. */
    getItem(name) {
      if (waiting?.name === name) flush();
      const raw = localStorage.getItem(name);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as StorageValue<S>;
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      waiting = { name, value };
      timer ??= setTimeout(flush, delayMs);
    },
    removeItem(name) {
      if (waiting?.name === name) waiting = null;
      localStorage.removeItem(name);
    },
    flush,
  };
}
