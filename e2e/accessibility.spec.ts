import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { expect, openApp, test } from './support/fixtures';

/**
 * While a modal menu or dialog is open, Radix hides the rest of the page from assistive technology
 * (aria-hidden) and keeps the focus inside the popup; then only the popup itself is checked.
 */
async function expectNoViolations(page: Page, only?: string) {
  // A popup fades in: contrast is measured once its opening animation has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  if (only) builder.include(only);
  const results = await builder.analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('no axe violations on login, register and the 404 screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
  await expectNoViolations(page);

  // With the form's errors showing too.
  await page.locator('form').getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('Introduce tu contraseña.')).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Crear Cuenta' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/no-existe');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoViolations(page);
});

test('no axe violations on the editor frame, its empty state, menu and dialog', async ({ page, owner }) => {
  await openApp(page, owner);
  await expect(page.getByText('No se encontró ninguna página para editar.')).toBeVisible();
  await expectNoViolations(page);

  const created = await owner.api.createPage('Accesible');
  await page.goto(`/edit/${created.id}`);
  await expect(page.getByRole('tab', { name: 'Contenido' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vista previa móvil' }).getByText('Accesible')).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Acciones de la página' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page, '[role="menu"]');
  await page.getByRole('menuitem', { name: 'Eliminar página' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoViolations(page, '[role="alertdialog"]');
});

test('everything works with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keys');

  // Register: Tab through the fields, Enter submits.
  await page.goto('/register');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // site title
  await page.keyboard.press('Tab'); // header sign-in
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Correo Electrónico')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText('No se encontró ninguna página para editar.')).toBeVisible();

  // The empty state's link, then the create form (its title field has the focus).
  await page.getByRole('link', { name: 'Crear primera página' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Título de la página')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edit\/\d+$/);
  const firstUrl = page.url();

  // 'Nueva página' by keyboard.
  await page.getByRole('button', { name: 'Nueva página' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page.getByRole('combobox', { name: 'Página', exact: true })).toHaveText(/^Nueva Página - \d+$/);

  // The selector: open with Enter, arrows, Enter.
  await page.getByRole('combobox', { name: 'Página', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('option').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(firstUrl);
  // The closed selector gives the focus back to its button (Radix), which on a busy machine came
  // after the next step had focused a tab and took the focus from it.
  await expect(page.getByRole('combobox', { name: 'Página', exact: true })).toBeFocused();

  // Tabs move with the arrow keys. The page chosen above may still be loading into the editor,
  // which draws its tabs again when it is ready (and a focus given before then is lost with the old
  // tabs): the move is tried again until it lands on tabs that stay.
  await expect(async () => {
    await page.getByRole('tab', { name: 'Contenido' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Apariencia' })).toBeFocused({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Apariencia' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Apariencia' })).toHaveAttribute('aria-selected', 'true');

  // The page menu: duplicate with the keyboard.
  await page.getByRole('button', { name: 'Acciones de la página' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Duplicar página' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Página', exact: true })).toHaveText(/\(copia\) - \d+$/);

  // Delete with the keyboard: Escape cancels, then confirm.
  const copyUrl = page.url();
  await page.getByRole('button', { name: 'Acciones de la página' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Duplicar página' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Exportar página' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Eliminar página' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Acciones de la página' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Duplicar página' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Exportar página' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Eliminar página' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sí, eliminar página' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page).not.toHaveURL(copyUrl);

  // Sign out from the header by keyboard.
  await page.getByRole('button', { name: 'Cerrar sesión' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');

  // Sign in by keyboard.
  await page.getByLabel('Correo Electrónico').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edit\/\d+$/);
});
