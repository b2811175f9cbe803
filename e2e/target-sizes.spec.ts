import type { Page } from '@playwright/test';
import { apiAs } from './support/accounts';
import { everyBlockType } from './support/blocks';
import { expandAll } from './support/cards';
import { IMAGE_BASE, fakeOutsideWorld } from './support/external';
import { expect, test } from './support/fixtures';

/**
 * Issue 32's phone pass (decision 540): every interactive element of the editor's four tabs is big
 * enough to hit. On a phone (390 x 844): at least 44 px tall. On a laptop: at least 24 x 24 px
 * (WCAG 2.2, 2.5.8). Measured, not sampled: every visible button, link, field and role control.
 */
const INTERACTIVE = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="link"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="combobox"]',
  '[role="slider"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

type Target = { name: string; width: number; height: number };

/** Every visible interactive element on the screen, with its size (the preview's blocks excepted: they are the public page's). */
async function targets(page: Page): Promise<Target[]> {
  return page.evaluate((selector) => {
    const seen: Target[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const preview = element.closest('[aria-label="Vista previa móvil"]');
      if (preview && preview !== element) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Screen-reader-only (clipped) elements are not targets until they show.
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      // Groups (a radio group, a tab list) are not targets; their items are.
      if (['radiogroup', 'tablist', 'group', 'toolbar', 'menu', 'region', 'tabpanel'].includes(element.getAttribute('role') ?? '')) continue;
      const box = element.getBoundingClientRect();
      // Screen-reader-only (1 px, clipped) and undrawn elements are not targets.
      if (box.width <= 1 || box.height <= 1) continue;
      // An inline link inside a sentence is the WCAG 'inline' exception.
      if (element.tagName === 'A' && style.display === 'inline' && element.parentElement?.tagName === 'P') continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40) || element.outerHTML.slice(0, 80);
      seen.push({ name: `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[${element.getAttribute('role')}]` : ''} "${name}"`, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 });
    }
    return seen;
  }, INTERACTIVE);
}

const TABS = ['Contenido', 'Apariencia', 'Ajustes', 'Estadísticas'] as const;

const DEVICES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, phone: false },
] as const;

test.beforeEach(async ({ context }) => {
  await fakeOutsideWorld(context);
});

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, isMobile: device.phone, hasTouch: device.phone });
    test.setTimeout(180_000);

    test(`every interactive element of every editor tab is at least ${device.phone ? '44 px tall' : '24 x 24 px'}`, async ({ page, owner }, testInfo) => {
      const created = await owner.api.createPage('Tamaños');
      for (const block of everyBlockType(IMAGE_BASE)) await owner.api.addItem(created.id, block);
      await page.goto(`/edit/${created.id}`);
      await expect(page.getByTestId('item-card')).toHaveCount(everyBlockType(IMAGE_BASE).length, { timeout: 30_000 });
      await expandAll(page);

      const small: string[] = [];
      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).toBeVisible();
        if (tab === 'Estadísticas') await expect(page.getByRole('tabpanel').getByRole('button').first()).toBeVisible({ timeout: 30_000 });
        await page.screenshot({ path: testInfo.outputPath(`${device.name}-${tab}.png`), fullPage: true });
        const found = await targets(page);
        expect(found.length).toBeGreaterThan(10);
        for (const target of found) {
          const tooSmall = device.phone ? target.height < 44 || target.width < 24 : target.height < 24 || target.width < 24;
          if (tooSmall) small.push(`${tab}: ${target.name} ${target.width}x${target.height}`);
        }
      }
      expect(small).toEqual([]);
    });
  });
}

test.describe('a card on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("keeps its actions in one 'Más acciones' menu of 44 px items, delete set apart", async ({ page, owner, request }, testInfo) => {
    const opened = await owner.api.createPage('Menú de tarjeta');
    await owner.api.addItem(opened.id, { type: 'heading', content: { text: 'Hola', size: 'medium' } });
    await page.goto(`/edit/${opened.id}`);
    const card = page.getByTestId('item-card').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    // No row of small icons on the card.
    for (const name of ['Ocultar elemento', 'Fijar elemento', 'Duplicar elemento', 'Copiar elemento', 'Eliminar elemento']) {
      await expect(card.getByRole('button', { name })).toHaveCount(0);
    }
    await card.getByRole('button', { name: /^Más acciones/ }).click();
    const menu = page.getByRole('menu');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(['Ocultar elemento', 'Fijar elemento', 'Duplicar elemento', 'Copiar elemento', 'Eliminar elemento']);
    // Measured once the menu's opening animation (a zoom from 95 %) has finished.
    await menu.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    for (const box of await items.evaluateAll((list) => list.map((item) => item.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);
    // Delete comes after a separator, in the destructive style.
    await expect(menu.getByRole('separator')).toHaveCount(1);
    const remove = menu.getByRole('menuitem', { name: 'Eliminar elemento' });
    await expect(remove).toHaveAttribute('data-variant', 'destructive');
    expect(await menu.evaluate((list) => list.lastElementChild?.previousElementSibling?.getAttribute('role'))).toBe('separator');
    await page.screenshot({ path: testInfo.outputPath('phone-card-menu.png') });

    // The items work: pinned, then deleted after the confirmation.
    await menu.getByRole('menuitem', { name: 'Fijar elemento' }).click();
    await expect.poll(async () => ((await apiAs(request, owner.token, 'GET', `/api/pages/${opened.id}/items`)) as unknown as { isSticky: boolean }[])[0]?.isSticky).toBe(true);
    await card.getByRole('button', { name: /^Más acciones/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Desfijar elemento' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Eliminar elemento' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByTestId('item-card')).toHaveCount(0);
    await expect.poll(async () => ((await apiAs(request, owner.token, 'GET', `/api/pages/${opened.id}/items`)) as unknown as unknown[]).length).toBe(0);
  });
});
