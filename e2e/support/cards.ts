import { type Page, expect } from '@playwright/test';

/**
 * Opens every item card of the Contenido tab ('Expandir todo'). Cards start collapsed after a load
 * (decision 534); blocks added or pasted in the session open by themselves.
 */
export async function expandAll(page: Page) {
  const tab = page.getByTestId('content-tab');
  await expect(page.getByTestId('item-card').first()).toBeVisible();
  const expand = tab.getByRole('button', { name: 'Expandir todo' });
  if (await expand.isVisible()) await expand.click();
  await expect(tab.getByRole('button', { name: 'Contraer todo' })).toBeVisible();
  await expect(page.locator('[data-testid="item-card"]:not([data-expanded])')).toHaveCount(0);
}
