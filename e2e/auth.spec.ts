import { expect, test } from '@playwright/test';
import { holdRequests } from './support/hold';
import { PASSWORD, registerThroughUi, signInThroughUi, uniqueEmail } from './support/accounts';

test('register, sign out, the redirect when signed out, a wrong and a right password', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Crear Cuenta' })).toBeVisible();
  await expect(page.getByLabel('Correo Electrónico')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('placeholder', 'Mínimo 6 caracteres');
  await expect(page.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');

  // Mismatched confirmation never reaches the server.
  const email = uniqueEmail('auth');
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar Contraseña').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('alert')).toHaveText('Las contraseñas no coinciden.');

  // The busy label shows while the (slowed) request is in flight.
  await page.getByLabel('Confirmar Contraseña').fill(PASSWORD);
  const releaseSignup = await holdRequests(page, '**/auth/v1/signup');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('button', { name: 'Registrando...' })).toBeDisabled();
  releaseSignup();

  // The server answered a session: straight to the editor, which has no page yet.
  await expect(page).toHaveURL('/');
  await expect(page.getByText('No se encontró ninguna página para editar.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear primera página' })).toHaveAttribute('href', '/create-page');
  const header = page.getByRole('banner');
  await expect(header.getByText(email)).toBeVisible();
  await expect(header.getByRole('link', { name: 'LinkHub' })).toHaveAttribute('href', '/');

  // Registering the same address again is refused in Spanish.
  await header.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/register');
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ya existe una cuenta con este correo electrónico. Inicia sesión.');

  // Signed out, the editor and /create-page send the visitor to /login.
  await page.goto('/edit/1');
  await expect(page).toHaveURL('/login');
  await page.goto('/create-page');
  await expect(page).toHaveURL('/login');
  await page.goto('/');
  await expect(page).toHaveURL('/login');

  await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');

  // Both fields are required.
  await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('Introduce tu correo electrónico.')).toBeVisible();
  await expect(page.getByText('Introduce tu contraseña.')).toBeVisible();

  await signInThroughUi(page, email, 'contraseña-equivocada');
  await expect(page.getByRole('alert')).toHaveText('Correo electrónico o contraseña incorrectos.');
  await expect(page).toHaveURL('/login');

  const releaseToken = await holdRequests(page, '**/auth/v1/token**');
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('button', { name: 'Iniciando sesión...' })).toBeDisabled();
  releaseToken();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();

  // The session survives a reload; a signed-in user is sent away from /login.
  await page.reload();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL('/');
});

test("'Cargando...' shows while the session loads", async ({ page }) => {
  await registerThroughUi(page);
  const releaseConfig = await holdRequests(page, '**/api/config');
  await page.goto('/');
  await expect(page.getByRole('status').getByText('Cargando...', { exact: true })).toBeVisible();
  releaseConfig();
  await expect(page.getByText('No se encontró ninguna página para editar.')).toBeVisible();
});
