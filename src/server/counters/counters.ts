import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterRes,
} from 'rate-limiter-flexible';

/** A key's count in its window and how long until the window ends. */
interface CounterState {
  count: number;
  /** 0 when the key has no count. */
  resetInMs: number;
}

/**
 * Hits per key in a fixed window that opens at the key's first hit (decision 833). Every instance
 * using the same store and `name` shares the counts.
 */
export interface Counter {
  /** Counts `points` (1) more for `key`; answers the count after it. */
  hit(key: string, points?: number): Promise<CounterState>;
  /** The count now, without counting (0 when none). */
  peek(key: string): Promise<CounterState>;
  /** Forgets the key's count. */
  reset(key: string): Promise<void>;
}

interface CounterOptions {
  /** Keeps one family of counts apart from the others ('failed-sign-in', 'rate:/auth/v1/token'). */
  name: string;
  windowMs: number;
}

/**
 * Where counts live: this process's memory (PGlite), the PostgreSQL database (`rate_limits`) or
 * Redis (REDIS_URL). A shared store that fails (down, unreachable) does not fail the request: the
 * count goes on in this process's memory and the log says so (at most once a minute).
 */
export interface CounterStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  counter(options: CounterOptions): Counter;
  close(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** The table RateLimiterPostgres writes to; created by our own migration (schema.ts `rateLimits`). */
const RATE_LIMITS_TABLE = 'rate_limits';
/** Store keys are at most 255 characters: longer ones (a long e-mail) are hashed. */
const MAX_KEY = 200;
const FALLBACK_LOG_EVERY_MS = 60_000;

function storeKey(key: string): string {
  return key.length <= MAX_KEY ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

function stateOf(result: RateLimiterRes | null): CounterState {
  if (!result) return { count: 0, resetInMs: 0 };
  return { count: result.consumedPoints, resetInMs: Math.max(0, result.msBeforeNext) };
}

/** Whole seconds: rate-limiter-flexible's windows. */
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
/** Points never refuse here: callers compare counts with their own limits. */
const UNLIMITED = 2_000_000_000;

/** In-memory limiters of one process, one per counter name and window, so that counters of one name share counts. */
function memoryLimiters(): (options: CounterOptions) => RateLimiterMemory {
  const limiters = new Map<string, RateLimiterMemory>();
  return (options) => {
    const id = `${options.name}\u0000${options.windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterMemory({ keyPrefix: options.name, points: UNLIMITED, duration: seconds(options.windowMs) });
      limiters.set(id, limiter);
    }
    return limiter;
  };
}

/** A counter over a limiter; with a fallback, store failures count in memory instead. */
function limiterCounter(limiter: RateLimiterAbstract, fallback?: { limiter: RateLimiterMemory; failed: (error: unknown) => void }): Counter {
  const run = async <T>(action: (target: RateLimiterAbstract) => Promise<T>): Promise<T> => {
    if (!fallback) return action(limiter);
    try {
      return await action(limiter);
    } catch (error) {
      fallback.failed(error);
      return action(fallback.limiter);
    }
  };
  return {
    async hit(key, points = 1) {
      return stateOf(await run((target) => target.penalty(storeKey(key), points)));
    },
    async peek(key) {
      return stateOf(await run((target) => target.get(storeKey(key))));
    },
    async reset(key) {
      await run((target) => target.delete(storeKey(key)));
    },
  };
}

/** Counts in this process only: one server (PGlite), or tests. */
export function memoryCounters(): CounterStore {
  const memoryLimiter = memoryLimiters();
  return {
    kind: 'memory',
    counter: (options) => limiterCounter(memoryLimiter(options)),
    async close() {},
  };
}

/** Logs a store failure, at most once a minute, and answers the function to call on each. */
function fallbackLogger(log: Log, store: string): (error: unknown) => void {
  let lastLogged = 0;
  return (error) => {
    const now = Date.now();
    if (now - lastLogged < FALLBACK_LOG_EVERY_MS) return;
    lastLogged = now;
    log.warn(
      `The ${store} counter store failed (${(error as Error).message}): counting in this process's memory until it answers again (rate limits and sign-in pauses are per instance meanwhile)`,
    );
  };
}

/** Counts in the PostgreSQL database every instance uses (`rate_limits`, an upsert per hit). */
export function postgresCounters(pool: pg.Pool, log: Log): CounterStore {
  const failed = fallbackLogger(log, 'PostgreSQL');
  const memoryLimiter = memoryLimiters();
  return {
    kind: 'postgres',
    counter(options) {
      const limiter = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
        keyPrefix: options.name,
        points: UNLIMITED,
        duration: seconds(options.windowMs),
      });
      return limiterCounter(limiter, { limiter: memoryLimiter(options), failed });
    },
    // The pool belongs to the database handle; the limiters' expiry sweeps (every 5 minutes) do not
    // keep the process alive.
    async close() {},
  };
}

/** Counts in Redis (REDIS_URL), under `prefix`. */
export function redisCounters(redis: Redis, log: Log, prefix: string): CounterStore {
  const failed = fallbackLogger(log, 'Redis');
  const memoryLimiter = memoryLimiters();
  // ioredis reports connection trouble as events; the fallback's line says what it means.
  redis.on('error', (error: Error) => failed(error));
  return {
    kind: 'redis',
    counter(options) {
      const limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:${options.name}`,
        points: UNLIMITED,
        duration: seconds(options.windowMs),
        // Without a connection, fail at once (and count in memory) rather than queue the command.
        rejectIfRedisNotReady: true,
      });
      return limiterCounter(limiter, { limiter: memoryLimiter(options), failed });
    },
    async close() {
      redis.disconnect();
    },
  };
}
