import { expect, test } from '@playwright/test';

test('the server answers its health check and serves the app', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });

  await page.goto('/');
  await expect(page).toHaveTitle(/LinkHub/);
});
