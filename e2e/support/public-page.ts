import type { Page } from '@playwright/test';

/**
 * Opens a public page and waits until its script has hydrated it. The script loads only after the
 * page has loaded and painted (docs/decisions/305): until then a click does what the plain HTML does
 * (follow the link, unfold the contact card), not what the app does.
 */
export async function openPublicPage(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}
