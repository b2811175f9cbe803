import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page as BrowserPage } from '@playwright/test';
import { OwnerApi } from './support/api';
import { expandAll } from './support/cards';
import { fakeOutsideWorld } from './support/external';
import { expect, test } from './support/fixtures';
import { cardOf } from './support/page-settings';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const TARGET = 'https://secreto.example/oferta';
// Every redirect's Location names a fragment of its own (decision 118): an empty '#'.

async function expectNoViolations(page: BrowserPage) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** With SCREENSHOT_DIR set, the screen as it is now. */
async function screenshot(page: BrowserPage, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

interface Visited {
  lockedSlug: string;
  gateSlug: string;
  privateSlug: string;
}

async function visitorPages(baseURL: string): Promise<Visited> {
  const api = await OwnerApi.signUp(baseURL);
  const locked = await api.createPage('Ofertas privadas');
  await api.addItem(locked.id, { type: 'link', content: { title: 'Oferta secreta', url: TARGET }, lockCode: 'abre-1234' });
  const gate = await api.createPage('Bar de cócteles');
  await api.addItem(gate.id, { type: 'link', content: { title: 'Carta de cócteles', url: TARGET }, sensitive: '18' });
  const secret = await api.createPage('Boda privada');
  await api.addItem(secret.id, { type: 'text', content: { text: 'Fotos de la boda' } });
  await api.updatePage(secret.id, { password: 'amigos-2026' });
  return { lockedSlug: locked.slug, gateSlug: gate.slug, privateSlug: secret.slug };
}

for (const javaScript of [true, false]) {
  test.describe(`a visitor on a phone, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true, javaScriptEnabled: javaScript });
    let pages: Visited;
    test.beforeAll(async ({ baseURL }) => {
      pages = await visitorPages(baseURL as string);
    });
    test.beforeEach(async ({ context }) => {
      await fakeOutsideWorld(context);
    });

    test('opens a locked link: a wrong code, then the right one reaches the target', async ({ page }) => {
      await page.goto(`/view/${pages.lockedSlug}`);
      expect(await page.content()).not.toContain('secreto.example');
      await page.getByRole('link', { name: /Oferta secreta/ }).click();
      await expect(page.getByRole('heading', { name: 'Oferta secreta' })).toBeVisible();
      if (javaScript) await expectNoViolations(page);
      await page.getByLabel('Código').fill('no-es-este');
      await page.getByRole('button', { name: 'Desbloquear' }).click();
      await expect(page.getByRole('alert')).toHaveText('El código no es correcto.');
      if (javaScript) {
        await expectNoViolations(page);
        await screenshot(page, 'access-lock-phone');
      }
      await page.getByLabel('Código').fill('abre-1234');
      await page.getByRole('button', { name: 'Desbloquear' }).click();
      await expect(page).toHaveURL(`${TARGET}#`);
    });

    test('passes an 18+ gate, or goes back', async ({ page }) => {
      await page.goto(`/view/${pages.gateSlug}`);
      await page.getByRole('link', { name: /Carta de cócteles/ }).click();
      await expect(page.getByText('solo para mayores de 18 años')).toBeVisible();
      if (javaScript) {
        await expectNoViolations(page);
        await screenshot(page, 'access-gate-phone');
      }
      await page.getByRole('link', { name: 'Volver' }).click();
      await expect(page).toHaveURL(`/view/${pages.gateSlug}`);
      await page.getByRole('link', { name: /Carta de cócteles/ }).click();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(`${TARGET}#`);
    });

    test('enters a password-protected page', async ({ page }) => {
      await page.goto(`/view/${pages.privateSlug}`);
      await expect(page.getByRole('heading', { name: 'Esta página está protegida' })).toBeVisible();
      await expect(page.getByText('Fotos de la boda')).toHaveCount(0);
      if (javaScript) await expectNoViolations(page);
      await page.getByLabel('Contraseña').fill('otra');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByRole('alert')).toHaveText('La contraseña no es correcta.');
      if (javaScript) {
        await expectNoViolations(page);
        await screenshot(page, 'access-password-phone');
      }
      await page.getByLabel('Contraseña').fill('amigos-2026');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page).toHaveURL(`/view/${pages.privateSlug}#`);
      await expect(page.getByText('Fotos de la boda')).toBeVisible();
      // Once is enough: the cookie keeps the page open.
      await page.goto(`/view/${pages.privateSlug}`);
      await expect(page.getByText('Fotos de la boda')).toBeVisible();
    });
  });
}

for (const [device, viewport] of [['phone', PHONE], ['laptop', LAPTOP]] as const) {
  test.describe(`the owner on a ${device}`, () => {
    test.use({ viewport, isMobile: device === 'phone', hasTouch: device === 'phone' });

    test('locks a block, marks it 18+, and sets the page password and its gate', async ({ page, owner }) => {
      const opened = await owner.api.createPage('Mis accesos');
      const item = await owner.api.addItem(opened.id, { type: 'link', content: { title: 'Descarga', url: TARGET } });
      // On a phone the preview is a sheet behind a button: the editor is ready when the card is there.
      await page.goto(`/edit/${opened.id}`);
      await expect(page.getByTestId('item-card').first()).toBeVisible({ timeout: 30_000 });
      await expandAll(page);
      await page.getByTestId('access-open').click();
      const access = page.getByTestId('access-section');
      await access.getByLabel('Bloquear con código').fill('abc');
      await access.getByRole('button', { name: 'Bloquear' }).click();
      await expect(access.getByRole('alert')).toHaveText('El código debe tener al menos 4 caracteres');
      await access.getByLabel('Bloquear con código').fill('clave-larga');
      await access.getByRole('button', { name: 'Bloquear' }).click();
      await expect(access.getByText('Bloqueado: los visitantes necesitan el código.')).toBeVisible();
      await access.getByLabel('Contenido sensible').selectOption('18');
      await expect.poll(async () => (await owner.api.listItems(opened.id)).find((one) => one.id === item.id)?.sensitive).toBe('18');
      expect((await owner.api.listItems(opened.id)).find((one) => one.id === item.id)?.locked).toBe(true);
      await screenshot(page, `access-editor-block-${device}`);

      await page.getByRole('tab', { name: 'Ajustes' }).click();
      const card = cardOf(page, 'Acceso');
      await card.getByLabel('Contraseña de la página').fill('secreta-2026');
      await card.getByRole('button', { name: 'Guardar contraseña' }).click();
      await expect(card.getByRole('button', { name: 'Quitar contraseña' })).toBeVisible();
      await card.getByLabel('Contenido sensible').selectOption('sensitive');
      await expect.poll(async () => (await owner.api.getPage(opened.id)).sensitive).toBe('sensitive');
      expect((await owner.api.getPage(opened.id)).hasPassword).toBe(true);
      await expectNoViolations(page);
      await screenshot(page, `access-editor-settings-${device}`);
    });
  });
}
