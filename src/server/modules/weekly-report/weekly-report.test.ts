import { eq } from 'drizzle-orm';
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { statsEvents, users, weeklyReports } from '../../db/schema';
import { createItem, createPage } from '../../test/factories';
import { createScratchDatabase } from '../../test/scratch-database';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { type Mailer, smtpMailer } from '../auth/mailer';
import { EventPartitions } from '../stats/partitions';
import { runDueReports } from './send-weekly-reports';
import type { WeeklyReportContext } from './weekly-report-context';

const ORIGIN = 'https://links.example';
const SUBJECT = 'Tu resumen semanal de LinkHub';
const PASSWORD = 'clave-de-prueba-1';
let clock = new Date('2026-11-30T06:00:00Z');
const at = (iso: string) => {
  clock = new Date(iso);
};
let seq = 0;

/** The context each instance's worker runs with: the same one app.ts builds from its options. */
function context(t: TestApp, mailer: Mailer): WeeklyReportContext {
  return { db: t.database.db, mail: { send: (mail) => mailer.sendMessage!(mail), origin: ORIGIN }, siteName: 'LinkHub', now: () => clock, log: { warn: () => {} } };
}

/** With mail on, an account is confirmed by its link; here the row is confirmed directly, then it signs in. */
async function account(t: TestApp, timeZone: string | null, weekly = true): Promise<TestUser> {
  const email = `duena-${++seq}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  expect((await t.request({ method: 'POST', url: '/auth/v1/signup', payload: { email, password: PASSWORD } })).statusCode).toBe(200);
  await t.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.email, email));
  const session = await t.request({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password: PASSWORD } });
  const { access_token: token, refresh_token: refreshToken, user } = session.json<{ access_token: string; refresh_token: string; user: { id: string } }>();
  const owner = { id: user.id, email, password: PASSWORD, token, refreshToken, headers: { authorization: `Bearer ${token}` } };
  if (timeZone) expect((await t.request({ method: 'PUT', url: '/api/account/time-zone', as: owner, payload: { timeZone } })).statusCode).toBe(200);
  if (weekly) expect((await t.request({ method: 'PUT', url: '/api/account/weekly-report', as: owner, payload: { enabled: true } })).statusCode).toBe(200);
  return owner;
}

type Hit = { at: string; kind: 1 | 2; visitor: number; source?: string; itemId?: number };

/** Raw hits straight into the events table (the stats read adds them up like any other). */
async function hits(t: TestApp, pageId: number, list: Hit[]) {
  await new EventPartitions(t.database.db).ensure(new Set(list.map((hit) => hit.at.slice(0, 7).replace('-', ''))));
  await t.database.db.insert(statsEvents).values(
    list.map((hit) => ({
      ts: new Date(hit.at),
      pageId,
      kind: hit.kind,
      visitor: BigInt(hit.visitor),
      itemId: hit.itemId ?? null,
      target: hit.itemId ? '' : null,
      source: hit.kind === 1 ? (hit.source ?? 'Directo') : null,
    })),
  );
}

const views = (day: string, count: number, source = 'Directo', firstVisitor = 1): Hit[] =>
  Array.from({ length: count }, (_, index) => ({ at: `${day}T12:00:00Z`, kind: 1, visitor: firstVisitor + index, source }));
const clicks = (day: string, itemId: number, count: number): Hit[] => Array.from({ length: count }, (_, index) => ({ at: `${day}T12:05:00Z`, kind: 2, visitor: index + 1, itemId }));

const reportsTo = (inbox: SmtpInbox, email: string): Email[] => inbox.to(email).filter((mail) => mail.subject?.startsWith(SUBJECT));
const unsubscribeLink = (mail: Email) => new URL(/(https:\/\/\S+\/weekly-report\/unsubscribe\?token=[\w-]+)/.exec(mail.text ?? '')?.[1] ?? 'https://x/none');
const header = (mail: Email, name: string) => mail.headers.find((entry) => entry.key === name.toLowerCase())?.value;

describe('without SMTP: the option is not offered', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.user();
  }, 60_000);
  afterAll(() => t.close());

  it('reads as off and unavailable; turning it on is refused in Spanish, turning it off is fine', async () => {
    const read = await t.request({ method: 'GET', url: '/api/account/weekly-report', as: owner });
    expect(read.json()).toEqual({ enabled: false, available: false });
    const on = await t.request({ method: 'PUT', url: '/api/account/weekly-report', as: owner, payload: { enabled: true } });
    expect(on.statusCode).toBe(409);
    expect(on.json()).toMatchObject({ code: 'weekly_report_unavailable', error: expect.stringContaining('no tiene el correo configurado') });
    expect((await t.request({ method: 'PUT', url: '/api/account/weekly-report', as: owner, payload: { enabled: false } })).json()).toEqual({ enabled: false, available: false });
    const bad = await t.request({ method: 'PUT', url: '/api/account/weekly-report', as: owner, payload: { enabled: 'sí' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/account/weekly-report' })).statusCode).toBe(401);
  });
});

describe('with SMTP: the Monday mail', () => {
  let inbox: SmtpInbox;
  let mailer: Mailer;
  let t: TestApp;
  let second: TestApp;
  let madrid: TestUser;
  let mexico: TestUser;
  let optedOut: TestUser;
  let pageId: number;
  let linkId: number;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    mailer = smtpMailer(inbox.url, 'LinkHub <no-reply@linkhub.test>');
    t = await createTestApp({ mailer, publicUrl: ORIGIN, clock: () => clock });
    // A second instance on the same database (its own app, pool of the same handle).
    second = await createTestApp({ mailer, publicUrl: ORIGIN, clock: () => clock, database: t.database });
    madrid = await account(t, 'Europe/Madrid');
    mexico = await account(t, 'America/Mexico_City');
    optedOut = await account(t, 'Europe/Madrid', false);
    for (const owner of [madrid, mexico, optedOut]) await createPage(t, owner, { title: `Página de ${owner.email.slice(0, 8)}` });
    const page = await createPage(t, madrid, { title: 'Ana López' });
    pageId = page.id;
    const link = await createItem(t, madrid, page.id, { type: 'link', content: { title: 'Mi tienda', url: 'https://tienda.example' } });
    const other = await createItem(t, madrid, page.id, { type: 'link', content: { title: 'Mi blog', url: 'https://blog.example' } });
    linkId = link.id;
    // The week before the mail (23-29 Nov): 12 views from 3 sources, 6 clicks on two blocks.
    // The week before that (16-22 Nov): 8 views, 6 clicks.
    await hits(t, page.id, [
      ...views('2026-11-24', 6, 'instagram.com'),
      ...views('2026-11-25', 4, 'google.com', 10),
      ...views('2026-11-26', 1, 'Directo', 20),
      ...views('2026-11-29', 1, 'tiktok.com', 30),
      ...clicks('2026-11-24', link.id, 4),
      ...clicks('2026-11-25', other.id, 2),
      ...views('2026-11-17', 8, 'instagram.com'),
      ...clicks('2026-11-18', link.id, 6),
      // Outside both weeks: not counted.
      ...views('2026-11-30', 50, 'instagram.com', 100),
    ]);
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await t.close();
    await inbox.close();
  });

  it('the option reads on for an account that chose it, off by default', async () => {
    expect((await t.request({ method: 'GET', url: '/api/account/weekly-report', as: madrid })).json()).toEqual({ enabled: true, available: true });
    expect((await t.request({ method: 'GET', url: '/api/account/weekly-report', as: optedOut })).json()).toEqual({ enabled: false, available: true });
  });

  it('goes out on Monday at 08:00 in each account\'s zone, not before, once across two instances', async () => {
    // Sunday evening and Monday 07:59 in Madrid: nothing.
    for (const time of ['2026-11-29T20:00:00Z', '2026-11-30T06:59:00Z']) {
      at(time);
      await runDueReports(context(t, mailer));
    }
    expect(reportsTo(inbox, madrid.email)).toHaveLength(0);
    // 08:00 in Madrid (07:00 UTC): both instances run at once, Madrid's mail goes out once; Mexico City is at 01:00.
    at('2026-11-30T07:00:00Z');
    await Promise.all([runDueReports(context(t, mailer)), runDueReports(context(second, mailer)), runDueReports(context(t, mailer))]);
    expect(reportsTo(inbox, madrid.email)).toHaveLength(1);
    expect(reportsTo(inbox, mexico.email)).toHaveLength(0);
    // 07:59 in Mexico City (13:59 UTC): still nothing there; 08:00 (14:00 UTC): its mail.
    at('2026-11-30T13:59:00Z');
    await runDueReports(context(second, mailer));
    expect(reportsTo(inbox, mexico.email)).toHaveLength(0);
    at('2026-11-30T14:00:00Z');
    await Promise.all([runDueReports(context(t, mailer)), runDueReports(context(second, mailer))]);
    expect(reportsTo(inbox, mexico.email)).toHaveLength(1);
    // Later runs that Monday and the next day send nothing again; the opted-out account never got one.
    for (const time of ['2026-11-30T20:00:00Z', '2026-12-01T09:00:00Z']) {
      at(time);
      await Promise.all([runDueReports(context(t, mailer)), runDueReports(context(second, mailer))]);
    }
    expect(reportsTo(inbox, madrid.email)).toHaveLength(1);
    expect(reportsTo(inbox, mexico.email)).toHaveLength(1);
    expect(reportsTo(inbox, optedOut.email)).toHaveLength(0);
    const rows = await t.database.db.select().from(weeklyReports).where(eq(weeklyReports.userId, madrid.id));
    expect(rows).toEqual([expect.objectContaining({ week: '2026-11-30', sentAt: expect.any(Date) })]);
  });

  it('the numbers: per page views, visitors and clicks with their change, top 3 blocks and sources, text and HTML', async () => {
    const [mail] = reportsTo(inbox, madrid.email);
    expect(mail?.subject).toBe(`${SUBJECT}: del 23 al 29 de noviembre de 2026`);
    const text = mail?.text ?? '';
    expect(text).toContain('zona horaria Europe/Madrid');
    expect(text).toContain(`Ana López (${ORIGIN}/view/`);
    // 12 views against 8: +50 %; 12 daily visitors against 8; 6 clicks against 6.
    expect(text).toContain('Vistas: 12 (+50 %)');
    expect(text).toContain('Visitantes: 12 (+50 %)');
    expect(text).toContain('Clics: 6 (sin cambios)');
    expect(text).toMatch(/1\. Mi tienda: 4 clics\s+2\. Mi blog: 2 clics/);
    expect(text).toMatch(/1\. instagram\.com: 6 vistas\s+2\. google\.com: 4 vistas\s+3\. (Directo|tiktok\.com): 1 vista\n/);
    // The account's other page, with no visits at all.
    expect(text).toContain('Vistas: 0 (sin cambios)');
    expect(text).toContain('Ningún clic esta semana.');
    const html = mail?.html ?? '';
    expect(html).toContain('<h2 style="font-size:18px;margin:24px 0 4px">Ana López</h2>');
    expect(html).toContain('<li>Mi tienda: 4 clics</li>');
    expect(html).toContain('+50 %');
    expect(html).toContain('Dejar de recibir el resumen semanal</a>');
    expect(linkId).toBeGreaterThan(0);
    expect(pageId).toBeGreaterThan(0);
  });

  it('the next week: a rise and a fall against the week before', async () => {
    await hits(t, pageId, views('2026-12-01', 3, 'instagram.com', 500));
    at('2026-12-07T07:00:00Z');
    await runDueReports(context(t, mailer));
    const mails = reportsTo(inbox, madrid.email);
    expect(mails).toHaveLength(2);
    // 3 views (plus the 50 of Monday 30) against 12.
    expect(mails[1]?.text).toContain('Vistas: 53 (+342 %)');
    expect(mails[1]?.text).toContain('Clics: 0 (−100 %)');
    expect(mails[1]?.subject).toBe(`${SUBJECT}: del 30 de noviembre al 6 de diciembre de 2026`);
  });

  it('unsubscribe by the link in the body: GET asks, the button POSTs, no sign-in; the option is off', async () => {
    const mail = reportsTo(inbox, mexico.email)[0]!;
    const link = unsubscribeLink(mail);
    expect(link.origin).toBe(ORIGIN);
    const url = `${link.pathname}${link.search}`;
    const ask = await t.request({ method: 'GET', url });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain(`<form method="post" action="${url}">`);
    // A GET (a mail scanner) changes nothing.
    expect((await t.request({ method: 'GET', url: '/api/account/weekly-report', as: mexico })).json()).toMatchObject({ enabled: true });
    const done = await t.request({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Resumen semanal desactivado');
    expect((await t.request({ method: 'GET', url: '/api/account/weekly-report', as: mexico })).json()).toMatchObject({ enabled: false });
    at('2026-12-07T14:00:00Z');
    await runDueReports(context(t, mailer));
    expect(reportsTo(inbox, mexico.email)).toHaveLength(1);
    // A wrong or missing token is no link.
    expect((await t.request({ method: 'GET', url: '/weekly-report/unsubscribe' })).statusCode).toBe(404);
    const wrong = await t.request({ method: 'POST', url: '/weekly-report/unsubscribe?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('Enlace no válido');
  });

  it('an instance down at 08:00 sends it later that Monday, not on Tuesday', async () => {
    const late = await account(t, 'Europe/Madrid');
    await createPage(t, late, { title: 'Tarde' });
    at('2026-12-07T22:59:00Z'); // 23:59 in Madrid
    await runDueReports(context(second, mailer));
    expect(reportsTo(inbox, late.email)).toHaveLength(1);
    const missed = await account(t, 'Europe/Madrid');
    await createPage(t, missed, { title: 'Perdida' });
    at('2026-12-07T23:00:00Z'); // Tuesday 00:00 in Madrid
    await runDueReports(context(second, mailer));
    expect(reportsTo(inbox, missed.email)).toHaveLength(0);
  });

  it('one-click unsubscribe (RFC 8058): List-Unsubscribe and List-Unsubscribe-Post, a multipart POST turns it off', async () => {
    const mail = reportsTo(inbox, madrid.email)[1]!;
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listed = /^<(https:\/\/\S+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1];
    expect(listed).toBe(unsubscribeLink(mail).toString());
    const link = new URL(listed!);
    const res = await second.request({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/account/weekly-report', as: madrid })).json()).toMatchObject({ enabled: false });
    // An older mail's link still works (and answers the same once off).
    const first = unsubscribeLink(reportsTo(inbox, madrid.email)[0]!);
    expect((await t.request({ method: 'POST', url: `${first.pathname}${first.search}` })).statusCode).toBe(200);
    at('2026-12-14T07:00:00Z');
    await runDueReports(context(t, mailer));
    expect(reportsTo(inbox, madrid.email)).toHaveLength(2);
  });

  it('the instances\' own workers (every 30 ms here) send a due mail once', async () => {
    const owner = await account(t, 'UTC');
    await createPage(t, owner, { title: 'Con el reloj' });
    at('2026-12-14T08:00:00Z');
    const apps = [
      await createTestApp({ mailer, publicUrl: ORIGIN, clock: () => clock, database: t.database, weeklyReport: { checkEveryMs: 30 } }),
      await createTestApp({ mailer, publicUrl: ORIGIN, clock: () => clock, database: t.database, weeklyReport: { checkEveryMs: 30 } }),
    ];
    try {
      await inbox.waitFor(owner.email);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reportsTo(inbox, owner.email)).toHaveLength(1);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('on PostgreSQL, two instances with their own pools', () => {
  it('send each account its mail exactly once', async () => {
    const inbox = await startSmtpInbox();
    const mailer = smtpMailer(inbox.url, 'LinkHub <no-reply@linkhub.test>');
    const scratch = await createScratchDatabase(serverUrl as string, 'linkhub_weekly');
    const handles: DatabaseHandle[] = [];
    const apps: TestApp[] = [];
    try {
      for (let i = 0; i < 2; i++) handles.push(await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 }));
      for (const handle of handles) apps.push(await createTestApp({ database: handle, mailer, publicUrl: ORIGIN, clock: () => clock }));
      const [a, b] = apps as [TestApp, TestApp];
      const owners: TestUser[] = [];
      for (let i = 0; i < 6; i++) {
        const owner = await account(a, 'Europe/Madrid');
        await createPage(a, owner, { title: `Página ${i}` });
        owners.push(owner);
      }
      at('2026-11-30T07:30:00Z');
      await Promise.all([runDueReports(context(a, mailer)), runDueReports(context(b, mailer)), runDueReports(context(a, mailer)), runDueReports(context(b, mailer))]);
      for (const owner of owners) expect(reportsTo(inbox, owner.email)).toHaveLength(1);
    } finally {
      for (const app of apps) await app.close();
      for (const handle of handles) await handle.close();
      await scratch.drop();
      await inbox.close();
    }
  }, 120_000);
});
