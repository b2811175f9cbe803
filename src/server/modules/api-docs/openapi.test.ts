import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isDocumentedRoute } from './openapi';

/*
 * No OpenAPI 3.1 validator package or schema file is installed (no @apidevtools/swagger-parser, no
 * openapi-schema-validator, no OAS 3.1 JSON Schema in node_modules), so the document is checked
 * structurally against the 3.1 specification's required fields, every $ref is resolved, and every
 * schema in it is compiled by Ajv as the JSON Schema 2020-12 dialect OpenAPI 3.1 uses (decision 991).
 */

interface Operation {
  responses?: Record<string, unknown>;
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  tags?: string[];
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, { type: string; scheme?: string }> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp({ publicView: true });
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json<Document>();
}, 60_000);
afterAll(() => t.close());

/** "/api/pages/:id" → "/api/pages/{id}", as the document names paths. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function* schemasIn(value: unknown, path: string): Generator<[string, unknown]> {
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'schema') yield [`${path}/schema`, child];
    else yield* schemasIn(child, `${path}/${key}`);
  }
}

function refsIn(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => (key === '$ref' && typeof child === 'string' ? [child] : refsIn(child)));
}

describe('the OpenAPI document (/api/openapi.json)', () => {
  it('names every /api route the app registers, with its method, and nothing outside /api', () => {
    const registered = t.app.routeList.filter((route) => isDocumentedRoute(route.url) && route.method !== 'HEAD');
    expect(registered.length).toBeGreaterThan(40);
    const missing = registered.filter((route) => !doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing, 'routes missing from the document').toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).filter((key) => METHODS.includes(key)).map((method) => `${method.toUpperCase()} ${path}`));
    const known = new Set(registered.map((route) => `${route.method} ${openApiPath(route.url)}`));
    expect(documented.filter((entry) => !known.has(entry)), 'documented operations that are not /api routes').toEqual([]);
    for (const path of Object.keys(doc.paths)) expect(path.startsWith('/api/')).toBe(true);
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/docs') || path === '/api/openapi.json')).toBe(false);
  });

  it('is generated from the routes\u2019 Zod schemas (a body, a response, a path parameter)', () => {
    const create = doc.paths['/api/account/tokens']!.post!;
    const body = create.requestBody?.content?.['application/json']?.schema as { properties: Record<string, { enum?: string[] }>; required: string[] };
    expect(body.properties.scope!.enum).toEqual(['read', 'write']);
    expect(body.required).toEqual(expect.arrayContaining(['name', 'scope']));
    expect(create.responses?.['201']).toBeDefined();
    const patch = doc.paths['/api/pages/{id}']!.patch!;
    expect(patch.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
  });

  it('documents the bearer scheme on signed-in routes only', () => {
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/pages']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/account/tokens']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/themes']!.get!.security).toBeUndefined();
  });

  it('validates: OpenAPI 3.1 fields, resolvable $refs, every schema a valid JSON Schema 2020-12', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith('/')).toBe(true);
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(item)) {
        expect(METHODS, `${method} ${path}`).toContain(method);
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path} has responses`).toBeGreaterThan(0);
        for (const status of Object.keys(operation.responses ?? {})) expect(status).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
        expect(declared.map((p) => p.name).sort(), `${method} ${path} path parameters`).toEqual([...pathParams].sort());
        for (const parameter of operation.parameters ?? []) {
          expect(['query', 'header', 'path', 'cookie']).toContain(parameter.in);
          if (parameter.in === 'path') expect(parameter.required).toBe(true);
        }
        for (const requirement of operation.security ?? []) for (const name of Object.keys(requirement)) expect(doc.components?.securitySchemes?.[name]).toBeDefined();
        const id = (operation as { operationId?: string }).operationId;
        if (id) {
          expect(operationIds.has(id)).toBe(false);
          operationIds.add(id);
        }
      }
    }
    for (const ref of refsIn(doc)) {
      expect(ref.startsWith('#/')).toBe(true);
      const target = ref.slice(2).split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) ajv.addSchema(schema as object, `#/components/schemas/${name}`);
    const checked = [...schemasIn(doc.paths, '#/paths'), ...Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => [`#/components/schemas/${name}`, schema] as [string, unknown])];
    expect(checked.length).toBeGreaterThan(30);
    for (const [where, schema] of checked) {
      expect(ajv.validateSchema(schema as object), `${where}: ${ajv.errorsText()}`).toBe(true);
    }
  });

  it('serves the reference page from this server, with no outside origin', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/https?:\/\//);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/')).toBe(true);
      expect((await t.request({ method: 'GET', url: source })).statusCode, source).toBe(200);
    }
    const init = await t.request({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('validatorUrl: null');
  });
});
