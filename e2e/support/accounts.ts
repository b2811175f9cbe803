import { type APIRequestContext, type Page, expect } from '@playwright/test';

export const PASSWORD = 'clave-segura-123';

let counter = 0;
/** A fresh e-mail address per call, unique across runs and workers. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** Registers through the real form (on `origin`, the suite's server by default); the server answers a session, so the editor opens. */
export async function registerThroughUi(page: Page, email = uniqueEmail('user'), origin = ''): Promise<string> {
  await page.goto(`${origin}/register`);
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  return email;
}

export async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Correo Electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** The signed-in user's access token, read from where supabase-js keeps the session. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    const stored = key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { access_token?: string } | null) : null;
    return stored?.access_token ?? null;
  });
  if (!token) throw new Error('No session in localStorage');
  return token;
}

/** Calls our API as the signed-in user (used to set up data the UI of later issues creates). */
export async function apiAs(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${path} -> ${response.status()}`).toBeTruthy();
  return response.json() as Promise<Record<string, unknown>>;
}
