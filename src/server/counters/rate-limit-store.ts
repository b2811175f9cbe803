import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Counter, CounterStore } from './counters';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands a route's store at run time (its types say the route's options). */
function routeName(params: unknown): string {
  const url = (params as { routeInfo?: { url?: unknown } } | null)?.routeInfo?.url;
  return `rate:${typeof url === 'string' ? url : 'global'}`;
}

/**
 * A store for @fastify/rate-limit that counts in a shared CounterStore (decision 833), so that the
 * per-address limits of /auth/v1/token and /auth/v1/signup hold across instances. Each route
 * counts under its own name; a failing store counts in memory (CounterStore's fallback), so a
 * request is never refused because the store is down.
 */
export function sharedRateLimitStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly counters = new Map<number, Counter>();
    private readonly name: string;

    constructor(params: unknown) {
      this.name = routeName(params);
    }

    child(params: unknown) {
      return new SharedRateLimitStore(params);
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      let counter = this.counters.get(timeWindow);
      if (!counter) {
        counter = counters.counter({ name: this.name, windowMs: timeWindow });
        this.counters.set(timeWindow, counter);
      }
      counter.hit(key).then(
        (state) => callback(null, { current: state.count, ttl: state.resetInMs }),
        (error: Error) => callback(error),
      );
    }
  };
}
