import type { Page } from '@playwright/test';

/**
 * Holds the matching requests until `release()` is called, so a test can look at a busy state
 * ('Subiendo...', 'Creando...') for as long as it needs, however slow the machine. Requests made
 * after the release pass straight through.
 */
export async function holdRequests(page: Page, url: string | RegExp, options: { method?: string } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (!options.method || route.request().method() === options.method) await released;
    await route.continue();
  });
  return release;
}
