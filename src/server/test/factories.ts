import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import { png } from './images';
import { multipart } from './multipart';
import type { TestApp, TestUser } from './test-app';

/** Creates a page through the API and answers it. */
export async function createPage(t: TestApp, as: TestUser, body: Record<string, unknown> = { title: 'Mi Página' }): Promise<Page> {
  const res = await t.request({ method: 'POST', url: '/api/pages', payload: body, as });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Page>();
}

/** Adds a block through the API and answers it. */
export async function createItem(
  t: TestApp,
  as: TestUser,
  pageId: number,
  body: Record<string, unknown>,
): Promise<Item> {
  const res = await t.request({ method: 'POST', url: `/api/pages/${pageId}/items`, payload: body, as });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Item>();
}

export async function listItems(t: TestApp, pageId: number, as?: TestUser): Promise<Item[]> {
  const res = await t.request({ method: 'GET', url: `/api/pages/${pageId}/items`, ...(as ? { as } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Item[]>();
}

export const heading = (text = 'Hola') => ({ type: 'heading', content: { text } });

/** POST /api/upload/image with `bytes` as the multipart file `image`; answers the response as it is. */
export function postItemImage(t: TestApp, as: TestUser, bytes: Buffer) {
  return t.request({ method: 'POST', url: '/api/upload/image', as, ...multipart([{ name: 'image', value: bytes, fileName: 'foto.png', contentType: 'image/png' }]) });
}

/** POST /api/upload/pdf with `bytes` as the multipart file `file` named `fileName`; the response as it is. */
export function postItemPdf(t: TestApp, as: TestUser, bytes: Buffer, fileName = 'documento.pdf', contentType = 'application/pdf') {
  return t.request({ method: 'POST', url: '/api/upload/pdf', as, ...multipart([{ name: 'file', value: bytes, fileName, contentType }]) });
}

/** Stores a small PNG through /storage/v1 as the user; answers its object path ('{bucket}/{key}'). */
export async function storeImage(t: TestApp, as: TestUser, bucket = 'background-images'): Promise<string> {
  const key = `${randomUUID()}.png`;
  const res = await t.request({
    method: 'POST',
    url: `/storage/v1/object/${bucket}/${key}`,
    as,
    headers: { 'content-type': 'image/png' },
    payload: await png(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return `${bucket}/${key}`;
}
