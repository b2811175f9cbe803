import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@shared/schemas/item';
import type { Page } from '@shared/schemas/page';
import { dumpAll } from '../test/db-dump';
import { createItem, createPage, heading } from '../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

// The outside probe's hostile JSON (issue 17): each answered 500 or overflowed the stack. Now a
// 400 in Spanish, in the shape of the part of the site called, and nothing stored (decision 857).

let t: TestApp;
let owner: TestUser;
let page: Page;
let item: Item;
let anonKey: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user();
  page = await createPage(t, owner, { title: 'Objetivo' });
  item = await createItem(t, owner, page.id, heading('Hola'));
  anonKey = (await t.request({ method: 'GET', url: '/api/config' })).json<{ supabaseAnonKey: string }>().supabaseAnonKey;
});
afterAll(() => t.close());

const ILL_FORMED = 'Los datos enviados contienen texto mal formado (UTF-16 no válido), que no se admite.';
const TOO_DEEP = 'Los datos enviados tienen demasiados niveles anidados (máximo 32).';
const NUL = 'Los datos enviados contienen un carácter nulo (U+0000), que no se admite.';

/** Raw JSON text: JSON.stringify writes a lone surrogate as "\ud800", which JSON.parse reads back as one. */
const nested = (depth: number, inner: string, open = '[', close = ']') => `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
const nestedObject = (depth: number, inner: string) => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;

async function refused(options: { method: 'POST' | 'PATCH'; url: string; payload: string; as?: TestUser; headers?: Record<string, string> }) {
  const before = await dumpAll(t.database.db);
  const res = await t.request({ ...options, headers: { 'content-type': 'application/json', ...options.headers } });
  expect(await dumpAll(t.database.db)).toEqual(before);
  return res;
}

describe('hostile JSON in block content', () => {
  it.each([
    ['a lone high surrogate', '"a\\ud800b"'],
    ['a lone low surrogate', '"\\udfffb"'],
    ['a reversed pair', '"\\udc00\\ud800"'],
  ])('%s in a block field: 400 on create and on save', async (_name, value) => {
    const create = await refused({ method: 'POST', url: `/api/pages/${page.id}/items`, as: owner, payload: `{"type":"heading","content":{"text":${value}}}` });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({ error: ILL_FORMED, code: 'ill_formed_text' });
    const save = await refused({ method: 'PATCH', url: `/api/items/${item.id}`, as: owner, payload: `{"content":{"text":${value}}}` });
    expect(save.statusCode).toBe(400);
    expect(save.json()).toEqual({ error: ILL_FORMED, code: 'ill_formed_text' });
    // In a key, and in a page title, too.
    const key = await refused({ method: 'PATCH', url: `/api/items/${item.id}`, as: owner, payload: `{"content":{${value}:"x","text":"x"}}` });
    expect(key.statusCode).toBe(400);
    const title = await refused({ method: 'PATCH', url: `/api/pages/${page.id}`, as: owner, payload: `{"title":${value}}` });
    expect(title.json()).toEqual({ error: ILL_FORMED, code: 'ill_formed_text' });
  });

  it('a well-formed pair (an emoji) is text like any other', async () => {
    const res = await t.request({ method: 'PATCH', url: `/api/items/${item.id}`, as: owner, payload: '{"content":{"text":"\\ud83d\\ude00 hola"}}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Item>().content.text).toBe('😀 hola');
  });

  it('nesting deeper than 32 levels, down to 5,000, in content and in other fields', async () => {
    for (const depth of [33, 100, 5000]) {
      for (const payload of [
        `{"type":"heading","content":${nestedObject(depth, '"x"')}}`,
        `{"type":"heading","content":{"text":"x","extra":${nested(depth, '1')}}}`,
        `{"title":"x","slug":${nested(depth, '"x"')}}`,
      ]) {
        const res = await refused({ method: 'POST', url: payload.includes('"type"') ? `/api/pages/${page.id}/items` : '/api/pages', as: owner, payload });
        expect(res.statusCode, `${depth}`).toBe(400);
        expect(res.json()).toEqual({ error: TOO_DEEP, code: 'too_deep' });
      }
    }
  });
});

describe('hostile text inside content sent as a JSON string (issue 33 N-9, decision 861)', () => {
  // `content` may be a JSON string that the server parses: "\\u0000" in it is six harmless
  // characters until that parse turns it into the character. Same 400 as in an object.
  const cases = [
    ['a lone surrogate', '\\ud800', ILL_FORMED],
    ['a lone low surrogate', 'x\\udc00', ILL_FORMED],
    ['NUL', 'a\\u0000b', NUL],
  ] as const;
  const asString = (inner: string) => JSON.stringify(`{"text":"${inner}"}`);
  const asObject = (inner: string) => `{"text":"${inner}"}`;

  it.each(cases)('%s: 400 on create and on save, as a string and as an object', async (_name, inner, message) => {
    for (const content of [asString(inner), asObject(inner)]) {
      const create = await refused({ method: 'POST', url: `/api/pages/${page.id}/items`, as: owner, payload: `{"type":"heading","content":${content}}` });
      expect(create.statusCode, content).toBe(400);
      expect(create.json<{ error: string }>().error).toBe(message);
      const save = await refused({ method: 'PATCH', url: `/api/items/${item.id}`, as: owner, payload: `{"content":${content}}` });
      expect(save.statusCode, content).toBe(400);
      expect(save.json<{ error: string }>().error).toBe(message);
    }
  });

  it.each(cases)('%s in a key, and in a subpage block (which creates a page), as a string', async (_name, inner, message) => {
    const key = await refused({ method: 'PATCH', url: `/api/items/${item.id}`, as: owner, payload: `{"content":${JSON.stringify(`{"${inner}":"x","text":"x"}`)}}` });
    expect(key.statusCode).toBe(400);
    expect(key.json<{ error: string }>().error).toBe(message);
    const subpage = await refused({ method: 'POST', url: `/api/pages/${page.id}/items`, as: owner, payload: `{"type":"subpage","content":${JSON.stringify(`{"title":"${inner}"}`)}}` });
    expect(subpage.statusCode).toBe(400);
    expect(subpage.json<{ error: string }>().error).toBe(message);
  });

  it('a well-formed pair (an emoji) in a string content is stored', async () => {
    const res = await t.request({ method: 'PATCH', url: `/api/items/${item.id}`, as: owner, payload: { content: '{"text":"\\ud83d\\ude00 hola"}' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Item>().content.text).toBe('😀 hola');
  });
});

describe('hostile JSON in sign-up metadata (Supabase-shaped answers)', () => {
  const signUp = (payload: string) =>
    refused({ method: 'POST', url: '/auth/v1/signup', payload, headers: { apikey: anonKey } });
  const email = () => `n-${Math.random().toString(36).slice(2)}@example.com`;

  it('a NUL deeper than 64 levels, and any deeper than 32', async () => {
    for (const depth of [65, 70]) {
      const res = await signUp(`{"email":"${email()}","password":"clave-segura-1","data":${nestedObject(depth, '"\\u0000"')}}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', msg: TOO_DEEP });
    }
    const shallow = await signUp(`{"email":"${email()}","password":"clave-segura-1","data":${nestedObject(3, '"\\u0000"')}}`);
    expect(shallow.json()).toMatchObject({ code: 'validation_failed', msg: NUL });
  });

  it('a 5,000-deep array', async () => {
    const res = await signUp(`{"email":"${email()}","password":"clave-segura-1","data":{"x":${nested(5000, '1')}}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: TOO_DEEP });
  });

  it('a lone surrogate in the metadata or the e-mail', async () => {
    for (const payload of [
      `{"email":"${email()}","password":"clave-segura-1","data":{"name":"a\\ud800"}}`,
      `{"email":"a\\udfff@example.com","password":"clave-segura-1"}`,
    ]) {
      const res = await signUp(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg: ILL_FORMED });
    }
  });

  it('the server still answers', async () => {
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
