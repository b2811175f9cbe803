import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCounters, postgresCounters } from '../../counters/counters';
import type { DatabaseHandle } from '../../db/client';
import { createItem, createPage } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { HEAVY_WORK_MESSAGES, HeavyWork } from './heavy-work';

// Issue 33 N-4, decision 867: export, duplication, long statistics ranges and imports, one at a
// time per account and within an hourly budget, on the shared counters (two instances here).

const BUSY = { error: HEAVY_WORK_MESSAGES.busy, code: 'heavy_work_busy' };
let database: DatabaseHandle;
let a: TestApp;
let b: TestApp;
/** Instance b's view of the heavy jobs: a job "running on b" holds the account's place. */
let onB: HeavyWork;

beforeAll(async () => {
  database = await openTestDatabase();
  const quiet = { warn: () => {}, info: () => {} };
  const counters = database.pool ? postgresCounters(database.pool as pg.Pool, quiet) : memoryCounters();
  a = await createTestApp({ database, counters, limits: { heavyJobsPerHour: 5 } });
  b = await createTestApp({ database, counters, limits: { heavyJobsPerHour: 5 } });
  onB = new HeavyWork(counters, 5);
});
afterAll(async () => {
  await b.close();
  await a.close();
  await database.close();
});

/**
 * A job's place is given back on its reply's 'close', a moment after `inject` resolves: waits for
 * that, as a person's next click would come after it.
 */
async function placeGivenBack(owner: TestUser) {
  const running = a.app.ctx.counters.counter({ name: 'heavy-running', windowMs: 10 * 60 * 1000 });
  await expect.poll(async () => (await running.peek(owner.id)).count).toBe(0);
}

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The heavy requests, for an owner with a page (and a subpage block on it). */
async function heavyRequests(owner: TestUser) {
  const page = await createPage(a, owner);
  const subpageBlock = await createItem(a, owner, page.id, { type: 'subpage', content: { title: 'Hija' } });
  return {
    'the account export': { method: 'GET' as const, url: '/api/account/export' },
    "the account's files": { method: 'GET' as const, url: '/api/account/export/files' },
    'a page duplication': { method: 'POST' as const, url: `/api/pages/${page.id}/duplicate` },
    'a subpage block duplication (its tree)': { method: 'POST' as const, url: `/api/items/${subpageBlock.id}/duplicate` },
    'statistics over 93 days': { method: 'GET' as const, url: `/api/pages/${page.id}/stats?from=${daysAgo(92)}&to=${today}` },
    'their CSV over ten years': { method: 'GET' as const, url: `/api/pages/${page.id}/stats.csv?from=${daysAgo(3650)}&to=${today}` },
    'an import preview': {
      method: 'POST' as const,
      url: '/api/import/preview',
      ...multipart([{ name: 'file', value: '<title>Mía</title><a href="https://a.example/">A</a>', fileName: 'mia.html', contentType: 'text/html' }]),
    },
    'an import': {
      method: 'POST' as const,
      url: '/api/import',
      payload: {
        preview: { source: 'generic', title: 'Importada', bio: '', profileImageUrl: null, socialLinks: [], blocks: [{ type: 'link', title: 'A', url: 'https://a.example/', visible: true }], skipped: [] },
        target: { kind: 'new' },
      },
    },
  };
}

describe('one heavy job at a time per account, across instances', () => {
  it('refuses each heavy request while another job of the account runs elsewhere, and serves it once that ends', async () => {
    const owner = await a.user();
    const requests = await heavyRequests(owner);
    for (const [name, request] of Object.entries(requests)) {
      const release = await onB.begin(owner.id);
      const refused = await a.request({ ...request, as: owner });
      expect(refused.statusCode, name).toBe(429);
      expect(refused.json(), name).toEqual(BUSY);
      // Another account is not held up.
      const other = await a.user();
      expect((await a.request({ method: 'GET', url: '/api/account/export', as: other })).statusCode).toBe(200);
      await release();
      const served = await a.request({ ...request, as: owner });
      expect(served.statusCode, `${name}: ${served.body}`).toBeLessThan(300);
      await placeGivenBack(owner);
      // Fresh budget for the next request.
      await a.app.ctx.counters.counter({ name: 'heavy-jobs', windowMs: 60 * 60 * 1000 }).reset(owner.id);
    }
  });

  it('leaves light requests alone: statistics over 92 days or less, a plain block duplication', async () => {
    const owner = await a.user();
    const page = await createPage(a, owner);
    const heading = await createItem(a, owner, page.id, { type: 'heading', content: { text: 'Hola' } });
    const release = await onB.begin(owner.id);
    try {
      expect((await a.request({ method: 'GET', url: `/api/pages/${page.id}/stats?from=${daysAgo(91)}&to=${today}`, as: owner })).statusCode).toBe(200);
      expect((await a.request({ method: 'POST', url: `/api/items/${heading.id}/duplicate`, as: owner })).statusCode).toBe(201);
    } finally {
      await release();
    }
  });
});

describe('an hourly budget of heavy jobs per account, across instances', () => {
  it('refuses the sixth heavy job of the hour, on either instance, with the reason', async () => {
    const owner = await a.user();
    for (let n = 0; n < 5; n++) {
      const app = n % 2 === 0 ? a : b;
      expect((await app.request({ method: 'GET', url: '/api/account/export', as: owner })).statusCode).toBe(200);
      await placeGivenBack(owner);
    }
    for (const app of [a, b]) {
      const refused = await app.request({ method: 'GET', url: '/api/account/export', as: owner });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'Has hecho demasiadas operaciones largas en la última hora (máximo 5). Inténtalo de nuevo más tarde.', code: 'heavy_work_budget' });
    }
    // Another account has its own budget.
    expect((await b.request({ method: 'GET', url: '/api/account/export', as: await b.user() })).statusCode).toBe(200);
  });
});
