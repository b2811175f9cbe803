import { expect, test } from '@playwright/test';
import { holdRequests } from './support/hold';
import { PASSWORD, registerThroughUi, uniqueEmail } from './support/accounts';

// /login and /register are rendered by the server and the app loads when they are used (decision 405).

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both screens arrive whole: header, form, links', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Iniciar Sesión | LinkHub');
    await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
    await expect(page.getByLabel('Correo Electrónico')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Contraseña')).toHaveAttribute('autocomplete', 'current-password');
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');

    await page.getByRole('link', { name: 'Regístrate' }).click();
    await expect(page).toHaveURL('/register');
    await expect(page).toHaveTitle('Crear Cuenta | LinkHub');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('placeholder', 'Mínimo 6 caracteres');
    await expect(page.getByLabel('Confirmar Contraseña')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrarse' })).toBeVisible();
  });
});

test('no script before the page is used; what was typed and submitted before the app ran is sent by it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/register');
  await page.waitForLoadState('networkidle');
  expect(scripts).toHaveLength(scripts.filter((path) => /^\/assets\/(sign-in|preload-helper)-/.test(path)).length);

  // The app's code is held: the form is filled in and sent before it runs.
  const releaseApp = await holdRequests(page, /\/assets\/boot-[\w-]+\.js$/);
  const email = uniqueEmail('prehydration');
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar Contraseña').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page).toHaveURL('/register');
  releaseApp();
  // The form's own check ran on what was typed: nothing reached the server.
  await expect(page.getByRole('alert')).toHaveText('Las contraseñas no coinciden.');
  await expect(page.getByLabel('Correo Electrónico')).toHaveValue(email);

  await page.getByLabel('Confirmar Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a stored session loads the app at once: /login sends the signed-in owner to the editor', async ({ page }) => {
  const email = await registerThroughUi(page);
  await page.goto('/login');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
});
