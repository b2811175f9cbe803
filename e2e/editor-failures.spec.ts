import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD, apiAs, signInThroughUi } from './support/accounts';
import { fakeOutsideWorld } from './support/external';
import { toastOf } from './support/toasts';
import { expect, test } from './support/fixtures';

/**
 * Issue 12, 'Quiet failures made loud' (decision 536): a session that ends elsewhere, saves made
 * while offline, and a page deleted with unsaved Ajustes.
 */

const cards = (page: Page) => page.getByTestId('item-card');

async function serverText(request: APIRequestContext, token: string, pageId: number): Promise<unknown> {
  const items = (await apiAs(request, token, 'GET', `/api/pages/${pageId}/items`)) as unknown as { content: { text?: string } }[];
  return items[0]?.content.text;
}

async function addHeading(page: Page) {
  await page.getByTestId('content-tab').getByRole('button', { name: 'Agregar contenido' }).first().click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Título', exact: true }).click();
  await expect(cards(page)).toHaveCount(1);
  return cards(page).first().getByLabel('Texto', { exact: true });
}

async function emailOf(page: Page): Promise<string> {
  // The header's 'Mi cuenta' link shows the e-mail it is for (issue 14; issue 32).
  return (await page.getByRole('banner').getByRole('navigation', { name: 'Cuenta' }).getByRole('link', { name: /^Mi cuenta/ }).getByTestId('account-email').textContent()) ?? '';
}

test.beforeEach(async ({ context }) => {
  await fakeOutsideWorld(context);
});

test('signed out on another device: the editor goes to /login saying why, and what was typed is saved after signing in again', async ({ page, browser, request, openNewPage }) => {
  const opened = await openNewPage('Sesión cerrada');
  const text = await addHeading(page);
  await text.fill('Guardado antes');
  await expect.poll(() => serverText(request, opened.token, opened.id)).toBe('Guardado antes');
  const email = await emailOf(page);

  // The same owner on another device signs out everywhere ('Mi cuenta', scope global; decision 125).
  const other = await browser.newContext();
  const phone = await other.newPage();
  await signInThroughUi(phone, email);
  await expect(phone.getByRole('banner').getByText(email)).toBeVisible();
  await phone.goto('/account');
  await phone.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  await expect(phone).toHaveURL(/\/login$/);
  await other.close();

  // Here, the next keystrokes cannot be saved: the owner is told, and taken to sign in.
  await text.fill('Escrito tras el cierre en otro sitio');
  await text.blur();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastOf(page, 'Tu sesión ha terminado')).toContainText('los cambios que no se guardaron se enviarán entonces');
  await expect(toastOf(page, 'Error al actualizar elemento')).toHaveCount(0);
  const token = await signInElsewhere(request, email);
  expect(await serverText(request, token, opened.id)).toBe('Guardado antes');
  expect(await page.evaluate(() => localStorage.getItem('linkhub-unsent'))).toContain('Escrito tras el cierre en otro sitio');

  // Signing in again: back on the page, and the text is sent.
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(`/edit/${opened.id}`);
  await expect(toastOf(page, 'Cambios recuperados')).toBeVisible();
  await expect.poll(() => serverText(request, token, opened.id)).toBe('Escrito tras el cierre en otro sitio');
  await expect(cards(page).first().getByTestId('item-summary')).toHaveText('Escrito tras el cierre en otro sitio');
  expect(await page.evaluate(() => localStorage.getItem('linkhub-unsent'))).toBeNull();
});

test('a session that expired and cannot be refreshed: /login with the reason, the text kept and sent after signing in', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Sesión caducada');
  const text = await addHeading(page);
  const email = await emailOf(page);
  // The stored session is past its expiry and its refresh token is no longer valid.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name))!;
    const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number; refresh_token: string };
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    session.refresh_token = 'revocado';
    localStorage.setItem(key, JSON.stringify(session));
  });
  await text.fill('Escrito con la sesión caducada');
  await text.blur();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastOf(page, 'Tu sesión ha terminado')).toBeVisible();
  const token = await signInElsewhere(request, email);
  expect(await serverText(request, token, opened.id)).toBe('Nuevo Título');

  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(`/edit/${opened.id}`);
  await expect.poll(() => serverText(request, token, opened.id)).toBe('Escrito con la sesión caducada');
});

test('offline: one banner while saves wait, and they are sent when the browser is back online', async ({ page, context, request, openNewPage }) => {
  const opened = await openNewPage('Sin red');
  const text = await addHeading(page);
  const banner = page.getByText('Sin conexión: los cambios se guardarán al reconectar');
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await text.fill('Escrito sin conexión');
  await text.blur();
  await expect(banner).toBeVisible();
  await expect(cards(page).first().getByText('Sin conexión', { exact: true })).toBeVisible();
  // A toggle and a colour while offline: no error, no revert, still one banner.
  await cards(page).first().getByRole('button', { name: 'Fijar elemento' }).click();
  await expect(cards(page).first().getByRole('button', { name: 'Desfijar elemento' })).toBeVisible();
  await page.getByRole('tab', { name: 'Apariencia' }).click();
  const color = page.getByLabel('Color de fondo', { exact: true }).first();
  await color.fill('#FDE68A');
  await color.blur();
  await expect(banner).toHaveCount(1);
  await expect(page.getByRole('region', { name: /^Notificaciones/ }).getByRole('listitem').filter({ hasText: /Error/ })).toHaveCount(0);
  expect(await new AxeBuilder({ page }).include('main').analyze().then((result) => result.violations)).toEqual([]);
  expect(await serverText(request, opened.token, opened.id)).toBe('Nuevo Título');

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect.poll(() => serverText(request, opened.token, opened.id)).toBe('Escrito sin conexión');
  const items = (await apiAs(request, opened.token, 'GET', `/api/pages/${opened.id}/items`)) as unknown as { isSticky: boolean }[];
  expect(items[0]?.isSticky).toBe(true);
  await expect
    .poll(async () => ((await apiAs(request, opened.token, 'GET', `/api/pages/id/${opened.id}`)) as { backgroundColor: string }).backgroundColor)
    .toBe('#FDE68A');
});

test("deleting a page whose Ajustes are unsaved does not ask '¿Salir sin guardar?' about the deleted page", async ({ page, request, openNewPage }) => {
  const first = await openNewPage('Se queda');
  const second = await apiAs(request, first.token, 'POST', '/api/pages', { title: 'Se borra' });
  await page.goto(`/edit/${second.id}`);
  await page.getByRole('tab', { name: 'Ajustes' }).click();
  await page.getByLabel('Título de la página').fill('Cambio sin guardar');
  await expect(page.getByText('Tienes cambios sin guardar.')).toBeVisible();

  await page.getByRole('button', { name: 'Acciones de la página' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar página' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, eliminar página' }).click();
  await expect(page).toHaveURL(`/edit/${first.id}`);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText('¿Salir sin guardar?')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Página', exact: true })).toHaveText(`Se queda - ${first.id}`);
  // No save of the deleted page was attempted afterwards (no error toast).
  await expect(toastOf(page, 'Error al guardar')).toHaveCount(0);
});

/** A fresh token for the same owner, from outside the browser (to read what the server holds). */
async function signInElsewhere(request: APIRequestContext, email: string): Promise<string> {
  const config = (await (await request.get('/api/config')).json()) as { supabaseAnonKey: string };
  const answer = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: config.supabaseAnonKey },
    data: { email, password: PASSWORD },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { access_token: string }).access_token;
}

