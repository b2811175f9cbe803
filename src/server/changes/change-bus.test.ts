import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/page';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createPage } from '../test/factories';
import { createScratchDatabase } from '../test/scratch-database';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { type BusEvent, type ChangeBus, MemoryChangeBus } from './change-bus';
import { PostgresChangeBus, envelopes } from './postgres-change-bus';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Resolves once `check` passes, retrying every 20 ms for up to `ms` (a notification is asynchronous). */
async function within<T>(ms: number, check: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

function recorder(bus: ChangeBus): BusEvent[] {
  const events: BusEvent[] = [];
  bus.subscribe((event) => events.push(event));
  return events;
}

const quietLog = () => {
  const lines: string[] = [];
  const log = { info: (msg: unknown) => lines.push(String(msg)), warn: (msg: unknown) => lines.push(String(msg)), error: (msg: unknown) => lines.push(String(msg)) };
  return { log: log as never, lines };
};

describe('in-process bus (PGlite)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(() => database.close());

  it('tells listeners after the commit, and nothing when the transaction rolls back', async () => {
    const bus = new MemoryChangeBus();
    const events = recorder(bus);
    await expect(
      bus.transaction(database.db, async (_tx, announce) => {
        announce({ type: 'pages', ids: [1] });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(events).toEqual([]);
    await bus.transaction(database.db, async (tx, announce) => {
      await tx.execute(sql`select 1`);
      announce({ type: 'pages', ids: [2] });
      expect(events).toEqual([]); // not before the commit
    });
    expect(events).toEqual([{ type: 'pages', ids: [2] }]);
  });
});

describe('a rolled-back write through the app tells no one (either engine)', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ publicView: true });
    owner = await t.user();
  });
  afterAll(() => t.close());

  it('keeps the cached page when a slug change is refused', async () => {
    const page = await createPage(t, owner, { title: 'Primera' });
    const other = await createPage(t, owner, { title: 'Segunda' });
    const events = recorder(t.app.ctx.changes);
    const refused = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { slug: other.slug }, as: owner });
    expect(refused.statusCode).toBe(409);
    expect(events).toEqual([]);
    const saved = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { title: 'Nueva' }, as: owner });
    expect(saved.statusCode).toBe(200);
    expect(events).toEqual([{ type: 'pages', ids: [page.id] }]);
  });
});

describe('NOTIFY payloads', () => {
  it('splits a change with many ids into messages under the limit, losing none', () => {
    const ids = Array.from({ length: 5000 }, (_, index) => 1_000_000 + index);
    const messages = envelopes('instancia', { type: 'pages', ids });
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) expect(message.length).toBeLessThan(8000);
    expect(messages.flatMap((message) => (JSON.parse(message) as { change: { ids: number[] } }).change.ids)).toEqual(ids);
  });
});

describe.skipIf(!serverUrl)('PostgreSQL LISTEN/NOTIFY between two instances', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let databaseA: DatabaseHandle;
  let databaseB: DatabaseHandle;
  let busA: PostgresChangeBus;
  let busB: PostgresChangeBus;
  let logB: ReturnType<typeof quietLog>;
  let a: TestApp;
  let b: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl as string, 'linkhub_bus');
    // Two pools, two listening connections: two instances as two machines would run them.
    databaseA = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 3 });
    databaseB = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 3 });
    busA = new PostgresChangeBus({ db: databaseA.db, listenUrl: scratch.url, log: quietLog().log });
    logB = quietLog();
    busB = new PostgresChangeBus({ db: databaseB.db, listenUrl: scratch.url, log: logB.log });
    a = await createTestApp({ database: databaseA, changes: busA, publicView: true });
    b = await createTestApp({ database: databaseB, changes: busB, publicView: true });
    owner = await a.user();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await databaseA?.close();
    await databaseB?.close();
    await scratch?.drop();
  });

  const viewOn = async (t: TestApp, slug: string) => (await t.request({ method: 'GET', url: `/view/${slug}` })).body;

  it("drops the other instance's cached page when a write commits", async () => {
    const page = await createPage(a, owner, { title: 'Antes' });
    expect(await viewOn(b, page.slug)).toContain('Antes'); // now cached on B
    expect(await viewOn(b, page.slug)).toContain('Antes');
    const res = await a.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { title: 'Después' }, as: owner });
    expect(res.statusCode).toBe(200);
    await within(1000, async () => expect(await viewOn(b, page.slug)).toContain('Después'));
  });

  it('tells the other instance nothing of a rolled-back transaction', async () => {
    const events = recorder(busB);
    await expect(
      busA.transaction(databaseA.db, async (tx, announce) => {
        await tx.execute(sql`select 1`);
        announce({ type: 'pages', ids: [424242] });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A committed change sent after it arrives; the rolled-back one, sent first, never did.
    await busA.transaction(databaseA.db, async (_tx, announce) => announce({ type: 'pages', ids: [434343] }));
    await within(1000, async () => expect(events).toEqual([{ type: 'pages', ids: [434343] }]));
  });

  it('refuses a session signed out through the other instance at once', async () => {
    const user = await a.user();
    const before = await b.request({ method: 'GET', url: '/api/pages', as: user });
    expect(before.statusCode).toBe(200); // B now caches the session as active
    const logout = await a.request({ method: 'POST', url: '/auth/v1/logout', as: user });
    expect(logout.statusCode).toBe(204);
    await within(1000, async () => expect((await b.request({ method: 'GET', url: '/api/pages', as: user })).statusCode).toBe(401));
  });

  it('a local sign-out through one instance ends that session only, on the other too; a global one ends all (decision 125)', async () => {
    const user = await a.user();
    const signIn = async () => {
      const res = await a.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: user.email, password: user.password } });
      return { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` };
    };
    const phone = await signIn();
    const laptop = await signIn();
    const pagesOnB = async (headers: Record<string, string>) => (await b.request({ method: 'GET', url: '/api/pages', headers })).statusCode;
    expect([await pagesOnB(phone), await pagesOnB(laptop), await pagesOnB(user.headers)]).toEqual([200, 200, 200]);
    expect((await a.request({ method: 'POST', url: '/auth/v1/logout?scope=local', headers: phone })).statusCode).toBe(204);
    await within(1000, async () => expect(await pagesOnB(phone)).toBe(401));
    expect([await pagesOnB(laptop), await pagesOnB(user.headers)]).toEqual([200, 200]);
    expect((await a.request({ method: 'POST', url: '/auth/v1/logout?scope=global', headers: laptop })).statusCode).toBe(204);
    await within(1000, async () => expect([await pagesOnB(laptop), await pagesOnB(user.headers)]).toEqual([401, 401]));
  });

  it('reconnects a killed listening connection and drops every cached page meanwhile', async () => {
    const page: Page = await createPage(a, owner, { title: 'Conexión' });
    expect(await viewOn(b, page.slug)).toContain('Conexión');
    const events = recorder(busB);
    const pid = await busB.listenerPid();
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    // Lost: a reset; listening again: another reset, and a new connection.
    await within(5000, async () => expect(events.filter((event) => event.type === 'reset').length).toBe(2));
    expect(busB.connections).toBe(2);
    expect(await busB.listenerPid()).not.toBe(pid);
    expect(logB.lines.some((line) => line.includes('Lost the connection that listens for changes'))).toBe(true);

    // A change written straight into the database (no notification) shows: the cache was dropped.
    await databaseA.db.execute(sql`update pages set title = 'Sin aviso' where id = ${page.id}`);
    // (The reset came before this write, so the render after it reads the database.)
    expect(await viewOn(b, page.slug)).toContain('Sin aviso');

    // And notifications flow again.
    const res = await a.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { title: 'Otra vez' }, as: owner });
    expect(res.statusCode).toBe(200);
    await within(1000, async () => expect(await viewOn(b, page.slug)).toContain('Otra vez'));
  });
});

describe.skipIf(!serverUrl)('PostgreSQL bus start', () => {
  it('refuses to start when it cannot listen', async () => {
    const database = await openTestDatabase();
    try {
      const bus = new PostgresChangeBus({ db: database.db, listenUrl: 'postgres://postgres@127.0.0.1:1/none', log: quietLog().log });
      await expect(bus.start()).rejects.toThrow();
      await bus.close();
    } finally {
      await database.close();
    }
  });
});
