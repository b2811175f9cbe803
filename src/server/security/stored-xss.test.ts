import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockType } from '@shared/blocks';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import {
  BLOCK_TYPES,
  XSS_TEXT,
  XSS_URLS,
  hostileFields,
  hostileTextContent,
  hostileUrlContent,
  xssProblems,
} from '@shared/testing/xss';
import { items, pages } from '../db/schema';
import { createPage } from '../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

/**
 * Stored XSS: every text field of every block type and of the page holds markup, stored through
 * the API; every URL field holds javascript:/data:/vbscript: (refused by the API, then forced into
 * the database as data written before validation). The server-rendered page shows the markup as
 * text and links nothing but http(s), mailto and tel.
 */
let t: TestApp;
let owner: TestUser;
let page: Page;

// The page's only script is its own module from /assets (decision 551); it carries no data.
/** The page's own script, and its one ProfilePage JSON-LD (issue 38): data that parses whole, never run. */
const ownScripts = (script: Element) =>
  /^\/assets\/[\w.-]+\.js$/.test(script.getAttribute('src') ?? '') ||
  (script.getAttribute('type') === 'application/ld+json' && (JSON.parse(script.textContent ?? '') as { '@type'?: string })['@type'] === 'ProfilePage');

beforeAll(async () => {
  t = await createTestApp({ publicView: true });
  owner = await t.user();
  page = await createPage(t, owner, { title: 'Página XSS' });
}, 120_000);
afterAll(() => t.close());

describe('stored XSS through the API', () => {
  it('the API refuses javascript:, data: and vbscript: in every URL field of every block type and of the page', async () => {
    let checked = 0;
    for (const type of BLOCK_TYPES) {
      for (const field of hostileFields(type).url) {
        for (const url of XSS_URLS) {
          const res = await t.request({
            method: 'POST',
            url: `/api/pages/${page.id}/items`,
            payload: { type, content: { ...hostileTextContent(type), [field]: url } },
            as: owner,
          });
          expect(res.statusCode, `${type}.${field} = ${url}`).toBe(400);
          checked++;
        }
      }
    }
    for (const field of ['backgroundImage', 'profileImage']) {
      for (const url of XSS_URLS) {
        const res = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { [field]: url }, as: owner });
        expect(res.statusCode, `${field} = ${url}`).toBe(400);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('renders markup stored in every text field as text, and forced bad URLs as no link', async () => {
    const stored: { type: BlockType; item: Item }[] = [];
    for (const type of BLOCK_TYPES) {
      const res = await t.request({ method: 'POST', url: `/api/pages/${page.id}/items`, payload: { type, content: hostileTextContent(type) }, as: owner });
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      stored.push({ type, item: res.json<Item>() });
    }
    // Text fields came back exactly as sent: stored as text, not cleaned into something else.
    for (const { type, item } of stored) {
      for (const field of hostileFields(type).text) {
        if (type === 'subpage' && field === 'title') continue;
        expect((item.content as Record<string, unknown>)[field], `${type}.${field}`).toBe(XSS_TEXT);
      }
    }
    const titled = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload: { title: XSS_TEXT }, as: owner });
    expect(titled.statusCode).toBe(200);

    // One more copy of each block with hostile URLs, written straight to the database.
    const [{ maxOrder } = { maxOrder: 0 }] = [{ maxOrder: stored.length }];
    let order = maxOrder;
    for (const type of BLOCK_TYPES) {
      for (const url of XSS_URLS) {
        await t.database.db.insert(items).values({ pageId: page.id, type, order: order++, content: hostileUrlContent(type, url), linkUrl: url });
      }
    }
    await t.database.db.update(pages).set({ profileImage: XSS_URLS[0], backgroundImage: XSS_URLS[2] }).where(eq(pages.id, page.id));
    t.app.ctx.changes.touch(page.id);

    const res = await t.request({ method: 'GET', url: `/view/${page.slug}` });
    expect(res.statusCode).toBe(200);
    const { document } = new JSDOM(res.body).window;
    expect(xssProblems(document, ownScripts)).toEqual([]);
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    // The markup is on the page as text: in the title, the headings and the block texts.
    expect(document.title).toContain(XSS_TEXT);
    const visibleText = document.getElementById('root')?.textContent ?? '';
    expect(visibleText.split(XSS_TEXT).length - 1).toBeGreaterThanOrEqual(BLOCK_TYPES.length);
    // Nothing of the hostile URLs reaches an attribute, and the page carries no data in a script.
    expect(res.body).not.toMatch(/(?:href|src)\s*=\s*["']?\s*(?:javascript|data:text|vbscript)/i);
    expect(document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')).toHaveLength(0);
  });
});
