import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/page';
import { shareImages } from '../../db/schema';
import { createPage } from '../../test/factories';
import { png } from '../../test/images';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ publicView: true, publicUrl: 'http://links.example' });
  owner = await t.user();
});
afterAll(() => t.close());

async function patchPage(page: Page, payload: Record<string, unknown>) {
  const res = await t.request({ method: 'PATCH', url: `/api/pages/${page.id}`, payload, as: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
}

async function shareImage(slug: string) {
  const res = await t.request({ method: 'GET', url: `/view/${slug}/share.png` });
  return { res, body: res.rawPayload };
}

/** How many distinct colours the picture has, sampled on a coarse grid. */
async function colours(bytes: Buffer): Promise<number> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<string>();
  for (let y = 0; y < info.height; y += 7) {
    for (let x = 0; x < info.width; x += 7) {
      const at = (y * info.width + x) * info.channels;
      seen.add(`${data[at]},${data[at + 1]},${data[at + 2]}`);
    }
  }
  return seen.size;
}

describe('the share image (issue 38, decision 981)', () => {
  let page: Page;

  beforeAll(async () => {
    page = await createPage(t, owner, { title: 'Ana López' });
    // A photo in this site's own storage: a red square the image must show.
    const key = `${randomUUID()}.png`;
    const upload = await t.request({
      method: 'POST',
      url: `/storage/v1/object/profile-picture/${key}`,
      payload: await png(300, 300, '#C0392B'),
      headers: { 'content-type': 'image/png' },
      as: owner,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    page = await patchPage(page, {
      theme: 'medianoche',
      backgroundColor: '#0F172A',
      bio: 'Diseñadora gráfica en Madrid',
      profileImage: `http://links.example/storage/v1/object/public/profile-picture/${key}`,
    });
  });

  it('is a 1200×630 PNG of more than one colour, with the photo, kept for the next request', async () => {
    const { res, body } = await shareImage(page.slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(await colours(body)).toBeGreaterThan(20);
    // The photo's red is in it (drawn left of the title).
    const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (315 * info.width + 200) * info.channels;
    expect([data[at], data[at + 1], data[at + 2]]).toEqual([0xc0, 0x39, 0x2b]);

    const [kept] = await t.database.db.select().from(shareImages).where(eq(shareImages.pageId, page.id));
    expect(kept?.png.equals(body)).toBe(true);
    const again = await shareImage(page.slug);
    expect(again.body.equals(body)).toBe(true);
    expect(again.res.headers.etag).toBe(res.headers.etag);
    expect((await t.request({ method: 'GET', url: `/view/${page.slug}/share.png`, headers: { 'if-none-match': res.headers.etag as string } })).statusCode).toBe(304);
  });

  it('is drawn again after a title change, and its address in the page changes with it', async () => {
    const before = await shareImage(page.slug);
    const pageBefore = await t.request({ method: 'GET', url: `/view/${page.slug}`, headers: { host: 'links.example' } });
    const address = (html: string) => /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    expect(address(pageBefore.body)).toMatch(/\/share\.png\?v=[0-9a-f]{8}$/);

    page = await patchPage(page, { title: 'Ana López Estudio' });
    const after = await shareImage(page.slug);
    expect(after.res.statusCode).toBe(200);
    expect(after.body.equals(before.body)).toBe(false);
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    const meta = await sharp(after.body).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    const pageAfter = await t.request({ method: 'GET', url: `/view/${page.slug}`, headers: { host: 'links.example' } });
    expect(address(pageAfter.body)).not.toBe(address(pageBefore.body));
  });

  it('leaves out a photo it cannot read or that lives elsewhere, and never fetches it', async () => {
    for (const profileImage of ['https://img.example/ana.jpg', `http://links.example/storage/v1/object/public/profile-picture/${randomUUID()}.png`]) {
      const other = await createPage(t, owner, { title: `Sin foto ${profileImage.length}` });
      await patchPage(other, { profileImage });
      const { res, body } = await shareImage(other.slug);
      expect(res.statusCode).toBe(200);
      expect((await sharp(body).metadata()).width).toBe(1200);
    }
  });

  it('follows an earlier slug to the current one and answers 404 for no page', async () => {
    const moved = await createPage(t, owner, { title: 'Antes' });
    await patchPage(moved, { slug: `${moved.slug}-nuevo` });
    const res = await t.request({ method: 'GET', url: `/view/${moved.slug}/share.png` });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toMatch(new RegExp(`^/view/${moved.slug}-nuevo/share\\.png`));
    const missing = await t.request({ method: 'GET', url: '/view/no-existe-esta/share.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'page_not_found' });
  });
});
