import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/page';
import { createItem, createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// 'Horario' (issue 38): open or closed at the request's time in the owner's zone, and a cached
// render is not answered past the next opening or closing (decision 976).

let t: TestApp;
let owner: TestUser;
let clock = Date.parse('2026-11-30T08:30:00Z'); // Monday 09:30 in Madrid
let renders = 0;

beforeAll(async () => {
  t = await createTestApp({
    publicView: true,
    clock: () => new Date(clock),
    wrapRenderer: (renderer) => ({ render: (input) => ((renders += 1), renderer.render(input)) }),
  });
  owner = await t.user();
  const zone = await t.request({ method: 'PUT', url: '/api/account/time-zone', as: owner, payload: { timeZone: 'Europe/Madrid' } });
  expect(zone.statusCode, zone.body).toBe(200);
});
afterAll(() => t.close());

async function visit(page: Page) {
  const res = await t.request({ method: 'GET', url: `/view/${page.slug}` });
  expect(res.statusCode).toBe(200);
  const block = new JSDOM(res.body).window.document.querySelector('[data-block-type="hours"]');
  return { state: block?.querySelector('[data-hours-state]')?.getAttribute('data-hours-state'), text: block?.textContent ?? '' };
}

describe('a Horario block on the public page', () => {
  let page: Page;

  beforeAll(async () => {
    page = await createPage(t, owner, { title: 'Panadería' });
    await createItem(t, owner, page.id, {
      type: 'hours',
      content: { title: 'Horario', mon: '9-14, 17-20', fri: '22:00-03:00', exceptions: '2026-12-08 cerrado' },
    });
  });

  it('shows today and open or closed at the request time, in the owner zone', async () => {
    clock = Date.parse('2026-11-30T08:30:00Z');
    const open = await visit(page);
    expect(open.state).toBe('open');
    expect(open.text).toContain('Abierto ahora');
    expect(open.text).toContain('Hoy: 09:00–14:00, 17:00–20:00');
    expect(open.text).toContain('Sábado');

    clock = Date.parse('2026-12-05T01:00:00Z'); // Saturday 02:00, Friday's night still open
    expect((await visit(page)).state).toBe('open');
    clock = Date.parse('2026-12-08T10:00:00Z'); // a Tuesday holiday
    const holiday = await visit(page);
    expect(holiday).toMatchObject({ state: 'closed' });
    expect(holiday.text).toContain('Hoy: Cerrado');
  });

  it('a cached render is kept until the next change, then drawn again', async () => {
    clock = Date.parse('2026-12-14T12:58:00Z'); // Monday 13:58, open until 14:00 (the clock only goes forward)
    expect((await visit(page)).state).toBe('open');
    const before = renders;
    clock = Date.parse('2026-12-14T12:59:59Z');
    expect((await visit(page)).state).toBe('open');
    expect(renders).toBe(before); // answered from the cache
    clock = Date.parse('2026-12-14T13:00:00Z');
    expect((await visit(page)).state).toBe('closed');
    expect(renders).toBe(before + 1);
  });

  it('a page without one keeps its render as before', async () => {
    const plain = await createPage(t, owner, { title: 'Sin horario' });
    await t.request({ method: 'GET', url: `/view/${plain.slug}` });
    const before = renders;
    clock += 3 * 3_600_000;
    await t.request({ method: 'GET', url: `/view/${plain.slug}` });
    expect(renders).toBe(before);
  });

  it('a change of the owner zone draws the page again', async () => {
    clock = Date.parse('2026-12-21T15:00:00Z'); // Monday 16:00 in Madrid, 10:00 in New York
    expect((await visit(page)).state).toBe('closed');
    const zone = await t.request({ method: 'PUT', url: '/api/account/time-zone', as: owner, payload: { timeZone: 'America/New_York' } });
    expect(zone.statusCode).toBe(200);
    expect((await visit(page)).state).toBe('open');
  });
});
