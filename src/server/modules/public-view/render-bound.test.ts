import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_TYPES, type BlockType } from '@shared/blocks';
import { LIMITS } from '@shared/constants';
import { blockRoom, PAGE_SHELL_BYTES } from '@shared/content-size';
import type { Page } from '@shared/schemas/page';
import { heaviestContent, worstPages } from '@shared/testing/worst-page';
import { createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

// The largest page an owner can store renders within LIMITS.pageRenderBytes (issue 17, decision
// 850). Sizes and structure only: the render time is measured by bench/worst-page.ts.

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ publicView: true });
  owner = await t.user();
});
afterAll(() => t.close());

const HEAVY_URL = `https://a.example/${"'".repeat(LIMITS.urlMax - 19)}`;

/** A page whose own fields are as heavy as they may be. */
async function heavyPage(): Promise<Page> {
  const page = await createPage(t, owner, { title: '<'.repeat(LIMITS.titleMax) });
  const res = await t.request({
    method: 'PATCH',
    url: `/api/pages/${page.id}`,
    as: owner,
    payload: { profileImage: HEAVY_URL, backgroundImage: HEAVY_URL },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

async function htmlBytes(page: Page): Promise<{ bytes: number; html: string }> {
  const res = await t.request({ method: 'GET', url: `/view/${page.slug}` });
  expect(res.statusCode).toBe(200);
  return { bytes: res.rawPayload.length, html: res.body };
}

describe('the rendered size of a block', () => {
  it.each(BLOCK_TYPES.filter((type) => type !== 'subpage'))('%s at its heaviest adds no more than its estimate', async (type: BlockType) => {
    const page = await heavyPage();
    const empty = await htmlBytes(page);
    const content = heaviestContent(type);
    const block = { type, content, linkUrl: HEAVY_URL };
    const created = await t.request({ method: 'POST', url: `/api/pages/${page.id}/items`, as: owner, payload: block });
    expect(created.statusCode, created.body).toBe(201);
    const full = await htmlBytes(page);
    expect(full.bytes - empty.bytes).toBeLessThanOrEqual(blockRoom(block).renderedBytes);
    expect(empty.bytes).toBeLessThanOrEqual(PAGE_SHELL_BYTES);
  });

  it('a subpage card at its heaviest adds no more than its estimate', async () => {
    const page = await heavyPage();
    const empty = await htmlBytes(page);
    const block = { type: 'subpage', content: heaviestContent('subpage'), linkUrl: HEAVY_URL };
    const created = await t.request({ method: 'POST', url: `/api/pages/${page.id}/items`, as: owner, payload: block });
    expect(created.statusCode, created.body).toBe(201);
    const stored = created.json<{ content: Record<string, unknown> }>();
    const full = await htmlBytes(page);
    expect(full.bytes - empty.bytes).toBeLessThanOrEqual(blockRoom({ content: stored.content, linkUrl: HEAVY_URL }).renderedBytes);
  });
});

describe('the largest page that can be stored', () => {
  it.each(worstPages().map((worst) => [worst.name, worst] as const))('%s: every block stored, one more refused, the HTML within the cap', async (_name, worst) => {
    const page = await heavyPage();
    for (const block of worst.blocks) {
      const res = await t.request({ method: 'POST', url: `/api/pages/${page.id}/items`, as: owner, payload: block });
      expect(res.statusCode, res.body).toBe(201);
    }
    const last = worst.blocks.at(-1);
    if (last) {
      const refused = await t.request({ method: 'POST', url: `/api/pages/${page.id}/items`, as: owner, payload: last });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ error: string }>().error).toMatch(/^Esta página (ya tiene demasiado contenido|sería demasiado grande para mostrarse|ya tiene el máximo de 200 elementos)/);
    }
    const { bytes, html } = await htmlBytes(page);
    expect(bytes).toBeLessThanOrEqual(LIMITS.pageRenderBytes);
    // Structure: every stored block is on the page, in its own element.
    expect(html.match(/data-block-type="/g) ?? []).toHaveLength(worst.blocks.length);
    const items = await t.request({ method: 'GET', url: `/api/pages/${page.id}/items` });
    expect(items.json<unknown[]>()).toHaveLength(worst.blocks.length);
  });
});
