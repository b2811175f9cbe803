import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { type CounterStore, memoryCounters, postgresCounters, redisCounters } from './counters';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** A logger that keeps its lines. */
function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { warn: (line: string) => lines.push(line), info: (line: string) => lines.push(line) } as never };
}

/** The contract every store keeps: counts per key in a window that opens at the first hit. */
function behavesAsCounter(make: () => { a: CounterStore; b: CounterStore }) {
  it('counts hits per key, shared by every user of the store, until reset', async () => {
    const { a, b } = make();
    const name = `prueba-${randomUUID()}`;
    const onA = a.counter({ name, windowMs: 60_000 });
    const onB = b.counter({ name, windowMs: 60_000 });
    expect(await onA.peek('ana@example.com')).toEqual({ count: 0, resetInMs: 0 });
    expect((await onA.hit('ana@example.com')).count).toBe(1);
    expect((await onB.hit('ana@example.com')).count).toBe(2);
    const state = await onA.hit('ana@example.com', 3);
    expect(state.count).toBe(5);
    expect(state.resetInMs).toBeGreaterThan(50_000);
    expect(state.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await onB.peek('ana@example.com')).count).toBe(5);
    expect((await onB.peek('otro@example.com')).count).toBe(0);
    // Another counter name keeps its own counts.
    expect((await a.counter({ name: `${name}-bis`, windowMs: 60_000 }).peek('ana@example.com')).count).toBe(0);
    await onB.reset('ana@example.com');
    expect((await onA.peek('ana@example.com')).count).toBe(0);
  });

  it('starts again once the window is over', async () => {
    const { a, b } = make();
    const name = `ventana-${randomUUID()}`;
    await a.counter({ name, windowMs: 1000 }).hit('k');
    await b.counter({ name, windowMs: 1000 }).hit('k');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await b.counter({ name, windowMs: 1000 }).hit('k')).count).toBe(1);
  });

  it('keeps keys longer than the store allows apart', async () => {
    const { a } = make();
    const counter = a.counter({ name: `largo-${randomUUID()}`, windowMs: 60_000 });
    const long = `${'a'.repeat(300)}@example.com`;
    await counter.hit(long);
    expect((await counter.peek(long)).count).toBe(1);
    expect((await counter.peek(`${'a'.repeat(300)}@example.org`)).count).toBe(0);
  });
}

describe('memory counters', () => {
  const store = memoryCounters();
  behavesAsCounter(() => ({ a: store, b: store }));
});

describe.skipIf(!databaseUrl)('PostgreSQL counters', () => {
  let one: DatabaseHandle;
  let two: DatabaseHandle;
  beforeAll(async () => {
    one = await openTestDatabase();
    // A second pool on the same database, as a second instance would have.
    two = { ...one, pool: new pg.Pool({ connectionString: one.pool?.options.connectionString, max: 2 }) };
  });
  afterAll(async () => {
    await two?.pool?.end();
    await one?.close();
  });
  behavesAsCounter(() => ({
    a: postgresCounters(one.pool as pg.Pool, recordingLog().log),
    b: postgresCounters(two.pool as pg.Pool, recordingLog().log),
  }));

  it('pauses an account at the configured total of wrong passwords sent to two instances', async () => {
    const a = await createTestApp({ database: one, counters: postgresCounters(one.pool as pg.Pool, recordingLog().log), limits: { failedSignIns: { max: 4, windowMs: 60_000 } } });
    const b = await createTestApp({ database: two, counters: postgresCounters(two.pool as pg.Pool, recordingLog().log), limits: { failedSignIns: { max: 4, windowMs: 60_000 } } });
    try {
      const victim = await a.user();
      const signIn = (t: TestApp, password: string) =>
        t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: victim.email, password } });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await signIn(i % 2 === 0 ? a : b, `mala-${i}`)).statusCode);
      expect(codes).toEqual([400, 400, 400, 400]);
      expect((await signIn(a, victim.password)).statusCode).toBe(429);
      expect((await signIn(b, victim.password)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('counts in memory and says so when the database cannot be reached', async () => {
    const dead = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/nada', connectionTimeoutMillis: 500 });
    dead.on('error', () => undefined);
    const { lines, log } = recordingLog();
    const counter = postgresCounters(dead, log).counter({ name: 'caido', windowMs: 60_000 });
    expect((await counter.hit('k')).count).toBe(1);
    expect((await counter.hit('k')).count).toBe(2);
    expect(lines).toHaveLength(1); // once, not per call
    expect(lines[0]).toMatch(/The PostgreSQL counter store failed .*counting in this process's memory/);
    await dead.end();
  });
});

describe.skipIf(!redisUrl)('Redis counters', () => {
  const prefix = `linkhub-test-${randomUUID()}`;
  let clients: Redis[] = [];
  const client = () => {
    const redis = new Redis(redisUrl as string, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    clients.push(redis);
    return redis;
  };
  beforeAll(async () => {
    await client().ping().catch(async () => {
      // Connected lazily: wait for the first connection before the tests count.
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
  });
  afterAll(async () => {
    const cleaner = new Redis(redisUrl as string);
    const keys = await cleaner.keys(`${prefix}:*`);
    if (keys.length > 0) await cleaner.del(...keys);
    cleaner.disconnect();
    for (const redis of clients) redis.disconnect();
    clients = [];
  });

  const ready = async (redis: Redis) => {
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
    return redis;
  };
  let a: CounterStore;
  let b: CounterStore;
  beforeAll(async () => {
    a = redisCounters(await ready(client()), recordingLog().log, prefix);
    b = redisCounters(await ready(client()), recordingLog().log, prefix);
  });
  behavesAsCounter(() => ({ a, b }));

  it('fails open to a local count, with a log line, when Redis is down; the rate limit still answers', async () => {
    const { lines, log } = recordingLog();
    const down = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: () => 1000 });
    clients.push(down);
    const counters = redisCounters(down, log, prefix);
    const t = await createTestApp({ counters, rateLimits: { signup: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const signUp = () =>
        t.request({ method: 'POST', url: '/auth/v1/signup', payload: { email: `r-${randomUUID()}@example.com`, password: 'clave-123' } });
      expect((await signUp()).statusCode).toBe(200);
      expect((await signUp()).statusCode).toBe(200);
      expect((await signUp()).statusCode).toBe(429); // the local fallback still limits
      expect(lines.some((line) => /The Redis counter store failed .*counting in this process's memory/.test(line))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
