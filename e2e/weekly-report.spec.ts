import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { startSmtpInbox, type SmtpInbox } from '../src/server/test/smtp-inbox';
import { PASSWORD, registerThroughUi, uniqueEmail } from './support/accounts';
import { type RunningServer, startServer } from './support/server';
import { toastOf } from './support/toasts';

const PHONE = { width: 390, height: 844 };
const CARD = 'Resumen semanal por correo';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** With SCREENSHOT_DIR set, the card on a phone (390 x 844) and a laptop (1366 x 900). */
async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of [['phone', PHONE], ['laptop', { width: 1366, height: 900 }]] as const) {
    await page.setViewportSize(size);
    const card = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: CARD }) });
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`) });
  }
  if (original) await page.setViewportSize(original);
}

test.describe('with e-mail (SMTP_URL set to a local sink)', () => {
  let inbox: SmtpInbox;
  let server: RunningServer;
  test.beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startServer({ env: { SMTP_URL: inbox.url, RATE_LIMIT_SIGNUP: '1000', RATE_LIMIT_TOKEN: '1000' } });
  });
  test.afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });

  test('the owner turns the weekly mail on in Mi cuenta on a phone; it stays on after a reload', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: PHONE });
    const page = await context.newPage();
    try {
      const email = uniqueEmail('semanal');
      await page.goto('/register');
      await page.getByLabel('Correo Electrónico').fill(email);
      await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirmar Contraseña').fill(PASSWORD);
      await page.getByRole('button', { name: 'Registrarse' }).click();
      const link = /(https?:\/\/\S+\/auth\/v1\/verify\S+)/.exec((await inbox.waitFor(email)).text ?? '')?.[1] ?? '';
      await page.goto(link);
      await expect(page.getByRole('banner').getByText(email)).toBeVisible();

      await page.goto('/account');
      await expect(page.getByRole('heading', { name: CARD })).toBeVisible();
      const toggle = page.getByRole('switch', { name: 'Recibir el resumen semanal' });
      await expect(toggle).toBeEnabled();
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(toastOf(page, 'Recibirás el resumen cada lunes.')).toBeVisible();
      await expectNoViolations(page);
      await screenshots(page, 'weekly-report-on');

      await page.reload();
      await expect(page.getByRole('switch', { name: 'Recibir el resumen semanal' })).toBeChecked();

      // The mail's link opened in a browser: a page with a button, no script; an unknown token is no link.
      await page.goto(`/weekly-report/unsubscribe?token=${'a'.repeat(43)}`);
      await expect(page.getByRole('heading', { name: 'Dejar de recibir el resumen semanal' })).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: 'Dejar de recibirlo' }).click();
      await expect(page.getByRole('heading', { name: 'Enlace no válido' })).toBeVisible();
      await expectNoViolations(page);
    } finally {
      await context.close();
    }
  });
});

test('without SMTP_URL the card explains that the server has no mail, with no switch', async ({ page }) => {
  await registerThroughUi(page);
  await page.goto('/account');
  await expect(page.getByText('Este servidor no tiene el correo configurado (SMTP_URL)')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Recibir el resumen semanal' })).toHaveCount(0);
  await expectNoViolations(page);
  await screenshots(page, 'weekly-report-unavailable');
});
