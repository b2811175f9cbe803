import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { toastOf } from './toasts';

/** Opens 'Agregar contenido' (the first of its buttons) and answers its menu. */
export async function openAddMenu(page: Page) {
  await page.getByTestId('content-tab').getByRole('button', { name: 'Agregar contenido' }).first().click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Añadir Contenido')).toBeVisible();
  return menu;
}

/** Resolves once the page has not scrolled for five animation frames (a smooth scroll has ended). */
export async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        // At most 5 s, by a timer: a busy machine can hold animation frames back for longer.
        const cap = setTimeout(resolve, 5_000);
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) {
            clearTimeout(cap);
            resolve();
          } else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * Adds a block from 'Agregar contenido' and waits for `toast` ('Contenido agregado') and its card
 * (null: neither, when the caller expects a refusal). A block just added is brought into view with
 * a smooth scroll, which would carry a menu opened meanwhile out of the viewport (the open menu
 * then locks scrolling): the menu is opened once the page is still, and opened again if its entry
 * is not in view. The entry is clicked once, so a slow click is never repeated into a second block.
 */
export async function addBlock(page: Page, entry: string, toast: string | null = 'Contenido agregado') {
  const cards = page.getByTestId('item-card');
  const before = await cards.count();
  await scrollSettled(page);
  const item = page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true });
  await expect(async () => {
    if ((await page.getByRole('menu').count()) > 0) await page.keyboard.press('Escape');
    await openAddMenu(page);
    // A long menu scrolls within itself on a short screen: bring the entry into its view.
    await item.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(item).toBeInViewport({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await item.click();
  if (toast === null) return;
  await expect(toastOf(page, toast)).toBeVisible();
  await expect(cards).toHaveCount(before + 1);
}
