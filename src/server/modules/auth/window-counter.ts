import { LRUCache } from 'lru-cache';

export interface WindowCount {
  count: number;
  /** When the window (started by the key's first event) ends, in ms since the epoch. */
  resetAt: number;
}

/**
 * Events per key in a fixed window that starts with the key's first event. Every counter of the
 * auth service (wrong passwords, mails per address) is one of these, made by `AuthCounters`, so a
 * shared store (Redis, PostgreSQL) replaces all of them in one place.
 */
export interface WindowCounter {
  get(key: string): Promise<WindowCount | null>;
  /** Counts one event and answers the count so far. */
  increment(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
}

/** In this process's memory, at most `maxKeys` keys (the least recently used go first). */
export function memoryWindowCounter(windowMs: number, now: () => number = Date.now, maxKeys = 100_000): WindowCounter {
  const entries = new LRUCache<string, WindowCount>({ max: maxKeys });
  const current = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return null;
    }
    return entry ?? null;
  };
  return {
    get: async (key) => {
      const entry = current(key);
      return entry ? { ...entry } : null;
    },
    increment: async (key) => {
      const entry = current(key);
      if (entry) {
        entry.count += 1;
        return { ...entry };
      }
      const fresh = { count: 1, resetAt: now() + windowMs };
      entries.set(key, fresh);
      return { ...fresh };
    },
    reset: async (key) => {
      entries.delete(key);
    },
  };
}

/** Makes the counters; `memoryWindowCounter` unless a shared store is given. */
export type CounterFactory = (windowMs: number) => WindowCounter;
export const memoryCounters: CounterFactory = (windowMs) => memoryWindowCounter(windowMs);
