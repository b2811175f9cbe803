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
      expect(ready.json()).toEqual({ error: 'El servidor se está deteniendo.' });
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.readiness.draining = false;
    }
  });

  it('answers unknown API routes with a Spanish 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Ruta no encontrada' });
  });
});

describe('GET /api/ready without a database', () => {
  it('answers 503 with a Spanish reason when the database does not answer', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const ready = await other.request({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'La base de datos no responde.' });
      expect((await other.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.app.close();
    }
  });
});
