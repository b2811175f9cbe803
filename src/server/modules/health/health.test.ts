import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health and /api/ready (decision 834)', () => {
  it('answers alive, and ready once the database answers', async () => {
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 on ready, and still alive, while shutting down', async () => {
    t.app.readiness.draining = true;
    try {
      const ready = await t.request({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'El servidor se está deteniendo.', code: 'shutting_down' });
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.readiness.draining = false;
    }
  });

  it('while shutting down, answers 503 with Connection: close to reads from a balancer that resends them elsewhere, and serves the rest (decision 838)', async () => {
    const auth = (await t.user()).headers;
    const retries = { 'x-balancer-retries-reads': '1' };
    const page = await t.request({ method: 'POST', url: '/api/pages', headers: auth, payload: { title: 'Cierre' } });
    const item = await t.request({
      method: 'POST',
      url: `/api/pages/${page.json().id}/items`,
      headers: auth,
      payload: { type: 'text', content: { text: 'antes' } },
    });
    // Not shutting down: the header changes nothing.
    expect((await t.request({ method: 'GET', url: '/api/pages', headers: { ...auth, ...retries } })).statusCode).toBe(200);
    t.app.readiness.draining = true;
    try {
      for (const method of ['GET', 'HEAD'] as const) {
        const shed = await t.request({ method, url: '/api/pages', headers: { ...auth, ...retries } });
        expect(shed.statusCode).toBe(503);
        expect(shed.headers.connection).toBe('close');
        expect(shed.headers['cache-control']).toBe('no-store');
        if (method === 'GET') expect(shed.json()).toEqual({ error: 'El servidor se está deteniendo.', code: 'shutting_down' });
      }
      // A write through the same balancer is served: nginx would not resend it.
      const saved = await t.request({
        method: 'PATCH',
        url: `/api/items/${item.json().id}`,
        headers: { ...auth, ...retries },
        payload: { content: { text: 'durante el cierre' } },
      });
      expect(saved.statusCode).toBe(200);
      // A read without the header (straight, or a balancer that does not retry) is served.
      const read = await t.request({ method: 'GET', url: `/api/pages/${page.json().id}/items`, headers: auth });
      expect(read.statusCode).toBe(200);
      expect(read.json()[0].content.text).toBe('durante el cierre');
      expect((await t.request({ method: 'GET', url: '/api/pages', headers: { ...auth, 'x-balancer-retries-reads': '0' } })).statusCode).toBe(200);
    } finally {
      t.app.readiness.draining = false;
    }
  });

  it('answers unknown API routes with a Spanish 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Ruta no encontrada', code: 'route_not_found' });
  });
});

describe('GET /api/ready without a database', () => {
  it('answers 503 with a Spanish reason when the database does not answer', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const ready = await other.request({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'La base de datos no responde.', code: 'database_unavailable' });
      expect((await other.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.app.close();
    }
  });
});
