import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { THEMES } from '../src/shared/themes';
import { chooseFile, pngFile, previewOf, serverPage } from './support/page-settings';
import { expectLinkLeadsTo } from './support/public-page';
import { toastOf } from './support/toasts';
import { expect, test } from './support/fixtures';

/** rgb() of a '#RRGGBB' colour, as getComputedStyle answers it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function openAppearance(page: Page) {
  await page.getByRole('tab', { name: 'Apariencia' }).click();
  await expect(page.getByRole('heading', { name: 'Apariencia', exact: true })).toBeVisible();
}

/** The page's root as the renderer draws it: the theme it names and its colours. */
const lookOf = (root: ReturnType<Page['locator']>) =>
  root.evaluate((element) => ({
    theme: element.getAttribute('data-theme'),
    background: getComputedStyle(element).backgroundColor,
    text: getComputedStyle(element).color,
  }));

const previewRoot = (page: Page) => previewOf(page).locator('[data-theme]').first();
const publicRoot = (page: Page) => page.locator('[data-theme]').first();

const cardOf = (page: Page, heading: string) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

async function checkAxe(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="appearance-tab"]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('every theme shows in the preview at once and on the public page once saved', async ({ page, browser, request, openNewPage }) => {
  test.setTimeout(180_000);
  const opened = await openNewPage('Temas');
  await openAppearance(page);
  const gallery = page.getByRole('radiogroup', { name: 'Tema de la página' });
  // A new page starts on the default theme, marked in the gallery.
  await expect(gallery.getByRole('radio', { checked: true })).toHaveAttribute('data-theme-option', 'claro');

  const visitor = await browser.newPage();
  // The default theme last: choosing the checked card changes nothing.
  const order = [...THEMES.slice(1), THEMES[0]!];
  for (const theme of order) {
    const name = theme.dark ? `${theme.name} (oscuro)` : theme.name;
    await gallery.getByRole('radio', { name, exact: true }).click();
    await expect(gallery.getByRole('radio', { name, exact: true })).toBeChecked();
    await expect.poll(() => lookOf(previewRoot(page))).toEqual({ theme: theme.id, background: rgb(theme.background.color), text: rgb(theme.textColor) });
    await expect.poll(async () => (await serverPage(request, opened.token, opened.id)).theme).toBe(theme.id);
    await visitor.goto(`/view/${opened.slug}`);
    expect(await lookOf(publicRoot(visitor))).toEqual({ theme: theme.id, background: rgb(theme.background.color), text: rgb(theme.textColor) });
  }
  await visitor.close();

  // Tuned afterwards: the theme stays, the owner's button shape is saved over it.
  await cardOf(page, 'Botones').getByRole('radio', { name: 'Píldora' }).click();
  await expect.poll(async () => serverPage(request, opened.token, opened.id)).toMatchObject({ theme: order.at(-1)!.id, buttonShape: 'pill' });
  await expect(cardOf(page, 'Botones').getByRole('button', { name: 'Usar los del tema' })).toBeVisible();
  // An own background colour replaces the theme's background; 'Usar el del tema' brings it back.
  const last = order.at(-1)!;
  const background = cardOf(page, 'Fondo de Página');
  await background.getByLabel('Color de fondo', { exact: true }).fill('#123456');
  await expect.poll(async () => (await lookOf(previewRoot(page))).background).toBe('rgb(18, 52, 86)');
  await expect(background.getByText(`Tu color sustituye al fondo del tema «${last.name}».`)).toBeVisible();
  await background.getByRole('button', { name: 'Usar el del tema' }).click();
  await expect.poll(async () => (await lookOf(previewRoot(page))).background).toBe(rgb(last.background.color));
  await expect.poll(async () => (await serverPage(request, opened.token, opened.id)).backgroundColor).toBe(last.background.color);

  // From the keyboard: the arrows move through the cards (round from the first to the last) and the
  // preview follows; the one the owner stops on is saved after the pause. 'Personalizado' keeps the
  // owner's settings.
  await gallery.getByRole('radio', { checked: true }).focus();
  // Held as a person holds a key: Radix moves the focus on the next tick and checks the card the
  // focus lands on while an arrow is down.
  await page.keyboard.down('ArrowLeft');
  await expect(gallery.getByRole('radio', { name: 'Personalizado (tus ajustes)' })).toBeFocused();
  await page.keyboard.up('ArrowLeft');
  await expect(gallery.getByRole('radio', { name: 'Personalizado (tus ajustes)' })).toBeChecked();
  await expect.poll(async () => (await lookOf(previewRoot(page))).theme).toBe('custom');
  await expect.poll(async () => serverPage(request, opened.token, opened.id)).toMatchObject({ theme: 'custom', buttonShape: 'pill' });
});

test('social profiles added in the editor show on the public page without JavaScript, in order', async ({ page, browser, request, openNewPage }) => {
  const opened = await openNewPage('Redes');
  await openAppearance(page);
  const card = cardOf(page, 'Redes sociales');
  const rows = card.getByTestId('social-link-row');

  async function add(network: string, typed: string) {
    // Found from the page, hidden or not: while the list is open Radix hides the rest of the page
    // (aria-hidden), the card's heading and the trigger included, and a retry must still find it.
    const select = page.getByRole('combobox', { name: 'Red', exact: true, includeHidden: true });
    // Radix ignores a pick that comes too soon after the list opens; a loaded machine can do that.
    await expect(async () => {
      if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
      await page.getByRole('option', { name: network, exact: true }).click();
      await expect(select).toContainText(network, { timeout: 1_000 });
      await expect(select).toHaveAttribute('aria-expanded', 'false', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await card.locator('input[id$="-url"]').fill(typed);
    await card.getByRole('button', { name: 'Añadir red' }).click();
  }

  await add('Instagram', '@ana.fotos');
  await expect(rows).toHaveCount(1);
  // A number that cannot be one: the network's message on the field, the text kept.
  await add('WhatsApp', '600');
  const number = card.getByRole('textbox', { name: 'Número de teléfono' });
  await expect(card.getByRole('alert')).toContainText('Escribe tu número de WhatsApp con el prefijo del país');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveValue('600');
  await number.fill('+34 600 000 000');
  await card.getByRole('button', { name: 'Añadir red' }).click();
  await expect(rows).toHaveCount(2);
  // Each add waits for the one before it: 'Añadir red' is busy while a profile is on its way.
  await add('Correo electrónico', 'ana@example.com');
  await expect(rows).toHaveCount(3);
  await add('GitHub', 'ana');
  await expect(rows).toHaveCount(4);
  await expect(card.getByText('https://wa.me/34600000000')).toBeVisible();

  // Reordered from the keyboard: GitHub goes up one place; the e-mail is removed.
  await card.getByRole('button', { name: 'Arrastrar para reordenar: GitHub 4' }).focus();
  // Each step waits for what a screen reader hears, so a loaded machine does not outrun the sensor.
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'GitHub está en la posición 4 de 4.' })).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: 'GitHub está en la posición 3 de 4.' })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(rows.nth(2)).toHaveAttribute('aria-label', 'GitHub 3');
  await card.getByRole('button', { name: 'Quitar Correo electrónico' }).click();
  await expect(rows).toHaveCount(3);
  await card.getByRole('radio', { name: 'Debajo de los bloques' }).click();
  await expect
    .poll(async () => serverPage(request, opened.token, opened.id))
    .toMatchObject({
      socialPosition: 'below',
      socialLinks: [
        { network: 'instagram', url: 'https://www.instagram.com/ana.fotos' },
        { network: 'whatsapp', url: 'https://wa.me/34600000000' },
        { network: 'github', url: 'https://github.com/ana' },
      ],
    });

  // The preview has the row already.
  await expect(previewOf(page).getByRole('navigation', { name: 'Redes sociales' }).getByRole('link')).toHaveCount(3);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(`/view/${opened.slug}`);
  const icons = visitor.getByRole('navigation', { name: 'Redes sociales' }).getByRole('link');
  await expect(icons).toHaveCount(3);
  // In their order, each named by its network, each counted through /go on its way (issue 15).
  expect(await icons.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual(['Instagram', 'WhatsApp', 'GitHub']);
  await expectLinkLeadsTo(request, icons.nth(0), 'https://www.instagram.com/ana.fotos');
  await expectLinkLeadsTo(request, icons.nth(1), 'https://wa.me/34600000000');
  await expectLinkLeadsTo(request, icons.nth(2), 'https://github.com/ana');
  await context.close();
});

test('bio, photo size and sharing fields reach the preview, the server and the shared card', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Compartir');
  await openAppearance(page);
  await cardOf(page, 'Biografía').getByRole('textbox', { name: 'Biografía' }).fill('Fotógrafa en Madrid.\nBodas y retratos.');
  await expect(previewOf(page).getByText('Fotógrafa en Madrid.')).toBeVisible();
  await cardOf(page, 'Imagen de Perfil').getByRole('radio', { name: 'Pequeña' }).click();

  const share = cardOf(page, 'Compartir en redes');
  const title = share.getByRole('textbox', { name: 'Título al compartir' });
  const description = share.getByRole('textbox', { name: 'Descripción al compartir' });
  // Empty: the defaults show as placeholders and in the card.
  await expect(title).toHaveAttribute('placeholder', 'Compartir');
  await expect(description).toHaveAttribute('placeholder', 'Fotógrafa en Madrid.');
  await expect(share.getByTestId('share-card-title')).toHaveText('Compartir');
  await title.fill('Ana, fotógrafa');
  await description.fill('Reserva tu sesión');
  await description.blur();
  await expect(share.getByTestId('share-card-title')).toHaveText('Ana, fotógrafa');
  await expect
    .poll(async () => serverPage(request, opened.token, opened.id))
    .toMatchObject({ bio: 'Fotógrafa en Madrid.\nBodas y retratos.', profileImageSize: 'small', ogTitle: 'Ana, fotógrafa', ogDescription: 'Reserva tu sesión' });
  // Emptied: back to the default (stored as null).
  await title.fill('');
  await title.blur();
  await expect.poll(async () => (await serverPage(request, opened.token, opened.id)).ogTitle).toBeNull();

  // An own sharing image, uploaded like the profile photo; removed, the profile photo is used again.
  await chooseFile(page, share.getByRole('button', { name: 'Subir imagen' }), await pngFile('portada.png', '#0ea5e9', 600, 315));
  await expect(toastOf(page, 'Imagen subida')).toBeVisible();
  const shared = share.getByTestId('share-card-preview').locator('img');
  await expect(shared).toHaveAttribute('src', /\/storage\/v1\/object\/public\/profile-picture\/[0-9a-f-]{36}\.png$/);
  await expect.poll(async () => (await serverPage(request, opened.token, opened.id)).ogImage).toBe(await shared.getAttribute('src'));
  await share.getByRole('button', { name: 'Usar la foto de perfil' }).click();
  await expect(shared).toHaveCount(0);
  await expect.poll(async () => (await serverPage(request, opened.token, opened.id)).ogImage).toBeNull();

  const html = await (await request.get(`/view/${opened.slug}`)).text();
  expect(html).toContain('content="Compartir"');
  expect(html).toContain('content="Reserva tu sesión"');
});

test('the Apariencia tab has no axe violations, on a laptop and on a phone', async ({ page, request, openNewPage }, testInfo) => {
  const opened = await openNewPage('Accesible');
  // Every control showing: a theme tuned, a bio, two profiles, a sharing title.
  const patched = await request.fetch(`/api/pages/${opened.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${opened.token}` },
    data: {
      theme: 'medianoche',
      backgroundColor: '#0F1226',
      buttonFill: 'outline',
      bio: 'Fotógrafa en Madrid.\nBodas y retratos.',
      socialLinks: [
        { network: 'instagram', url: '@ana' },
        { network: 'linkedin', url: 'https://www.linkedin.com/in/ana' },
      ],
      ogTitle: 'Ana, fotógrafa',
    },
  });
  expect(patched.ok()).toBeTruthy();
  await page.reload();
  await openAppearance(page);
  await expect(cardOf(page, 'Redes sociales').getByTestId('social-link-row')).toHaveCount(2);
  await expect(cardOf(page, 'Botones').getByRole('button', { name: 'Usar los del tema' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Tema de la página' })).toBeVisible();
  await checkAxe(page);
  await page.screenshot({ path: testInfo.outputPath('apariencia-laptop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('radiogroup', { name: 'Tema de la página' })).toBeVisible();
  await checkAxe(page);
  await page.screenshot({ path: testInfo.outputPath('apariencia-phone.png'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // No card is pushed wider than the tab by what it holds (a long address in a row, say).
  const spilling = await page.getByTestId('appearance-tab').evaluate((tab) => {
    const right = tab.getBoundingClientRect().right;
    return Array.from(tab.querySelectorAll('[data-slot="card"]'))
      .filter((card) => card.getBoundingClientRect().right > right + 0.5)
      .map((card) => card.querySelector('h3')?.textContent);
  });
  expect(spilling).toEqual([]);
});
