import { expect, test } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../playwright.config';
import { ownerApi, pageWithEveryBlock } from './support/fixtures';

test('Lighthouse scores accessibility and SEO of a page with every block type at 100', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const { page } = await pageWithEveryBlock(await ownerApi(baseURL as string), 'Lighthouse');
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(`${baseURL}/view/${page.slug}`, {
      port: chrome.port,
      onlyCategories: ['accessibility', 'seo'],
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    expect(lhr?.runtimeError).toBeUndefined();
    const failing = Object.values(lhr?.audits ?? {})
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    expect(failing).toEqual([]);
    expect(lhr?.categories.accessibility?.score).toBe(1);
    expect(lhr?.categories.seo?.score).toBe(1);
  } finally {
    chrome.kill();
  }
});
