import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@shared/error-codes';
import { MESSAGES } from './errors';
import { createTestApp, type TestApp } from './test/test-app';

const SERVER = join(import.meta.dirname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every `new AppError(status, code, message…` and `badRequest(code, message…` in the server's source. */
function thrownErrors(): { file: string; code: string; message: string }[] {
  const found: { file: string; code: string; message: string }[] = [];
  for (const file of sources(SERVER)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:new AppError\(\s*[^,]+,|badRequest\()\s*([^,]+),\s*([^,\n]+)/g)) {
      found.push({ file: relative(SERVER, file), code: (match[1] ?? '').trim(), message: (match[2] ?? '').trim() });
    }
  }
  return found;
}

describe('AppError machine codes (decision 130)', () => {
  it('lists each code once, in snake_case', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  });

  it('gives every thrown AppError a known code, and one code per meaning', () => {
    const thrown = thrownErrors();
    expect(thrown.length).toBeGreaterThan(40);
    const codeOfMessage = new Map<string, string>();
    const messageOfCode = new Map<string, string>();
    for (const { file, code, message } of thrown) {
      // The helpers that pass a code along (badRequest, the storage and input-guard tables) are typed.
      if (!code.startsWith("'")) continue;
      const literal = code.slice(1, -1);
      expect(ERROR_CODES, `${file}: ${code}`).toContain(literal);
      // A message from a table (MESSAGES.pageNotFound, IMPORT_MESSAGES.status(…)) always goes with the same code…
      const key = /^[A-Z_]*MESSAGES\.\w+/.exec(message)?.[0];
      if (!key) continue;
      expect(codeOfMessage.get(key) ?? literal, `${file}: ${key}`).toBe(literal);
      codeOfMessage.set(key, literal);
      // …and a code means one message of the tables.
      expect(messageOfCode.get(literal) ?? key, `${file}: ${literal}`).toBe(key);
      messageOfCode.set(literal, key);
    }
    expect(codeOfMessage.get('MESSAGES.pageNotFound')).toBe('page_not_found');
  });

  it('uses every listed code somewhere in the server', () => {
    const text = sources(SERVER)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = ERROR_CODES.filter((code) => !text.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });
});

describe('the error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers {"error", "code"} for AppErrors and for the generic refusals', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/pages' });
    expect(anonymous.json()).toEqual({ error: MESSAGES.unauthorized, code: 'unauthorized' });
    const route = await t.request({ method: 'GET', url: '/api/no-existe' });
    expect(route.json()).toEqual({ error: MESSAGES.routeNotFound, code: 'route_not_found' });

    const owner = await t.user();
    const missing = await t.request({ method: 'GET', url: '/api/pages/999999', as: owner });
    expect(missing.json()).toEqual({ error: MESSAGES.pageNotFound, code: 'page_not_found' });
    const invalid = await t.request({ method: 'POST', url: '/api/pages', payload: { title: 7 }, as: owner });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'invalid_data', error: expect.any(String), details: expect.any(Array) });
    const json = await t.request({ method: 'POST', url: '/api/pages', payload: '{', headers: { 'content-type': 'application/json' }, as: owner });
    expect(json.json()).toEqual({ error: MESSAGES.invalidJson, code: 'invalid_json' });
  });
});
