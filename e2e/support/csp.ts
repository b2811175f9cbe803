import { type Locator, type Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { xssProblems } from '../../src/shared/testing/xss';

export interface CspWatch {
  /** `securitypolicyviolation` events and the console's CSP refusals so far. */
  violations(): Promise<string[]>;
  /**
   * Resolves once the page and every frame in it have loaded (a refused frame or image is refused
   * before its document's load) and the tasks queued meanwhile have run (two animation frames and a
   * task): then a violation, a payload's handler or a blocked frame has had its event.
   */
  settled(): Promise<void>;
  /** Messages of every alert/confirm/prompt that opened (each is dismissed). */
  dialogs: string[];
}

/** Records CSP violations and dialogs of a page from its first document on. */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const consoleViolations: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text())) consoleViolations.push(message.text());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    dialogs,
    async settled() {
      for (const frame of page.frames()) await frame.waitForLoadState('load');
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
    },
    async violations() {
      const events = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      return [...events, ...consoleViolations];
    },
  };
}

/** Whether a payload's `window.__xss = 1` ever ran. */
export const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss !== undefined);

/**
 * What the browser rendered inside `root`, checked by `xssProblems` (no script, no handler
 * attribute, no payload element, no link outside http(s)/mailto/tel/same-site). Scripts whose
 * `src` is one of the built bundles (/assets/) and JSON data blocks are the page's own.
 */
export async function renderedProblems(root: Locator): Promise<string[]> {
  const html = await root.evaluate((element) => element.outerHTML);
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  return xssProblems(document.body, (script) => /^\/assets\//.test(script.getAttribute('src') ?? '') || script.getAttribute('type') === 'application/json');
}
