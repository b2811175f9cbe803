import { expect, test } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { themeChoice } from '../src/shared/themes';
import { CHROMIUM_ARGS } from '../playwright.config';
import { ownerApi, pageWithEveryBlock } from './support/fixtures';

/**
 * Lighthouse mobile on a page with every block type, in a light and a dark theme (issue 35): the
 * accessibility and SEO categories at 100 with every binary audit passed, and no layout shift at all.
 * Performance and best practices are reported here: this fixture's images live on images.test, which
 * Lighthouse's own browser cannot reach (console errors, a host without https), and this shared
 * 2-core machine is noisy. bench/public-view.ts measures all four categories on its reference page
 * with its images on loopback (the median of several runs, bench/README.md).
 */
for (const theme of ['claro', 'medianoche']) {
  test(`Lighthouse scores the public page at 100 in theme ${theme}, with no layout shift`, async ({ baseURL }) => {
    test.setTimeout(240_000);
    const api = await ownerApi(baseURL as string);
    const { page } = await pageWithEveryBlock(api, `Lighthouse ${theme}`);
    await api.updatePage(page.id, themeChoice(theme));
    const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    try {
      const run = () =>
        lighthouse(`${baseURL}/view/${page.slug}`, {
          port: chrome.port,
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          logLevel: 'error',
        });
      let result = await run();
      // NO_NAVSTART: Chromium's trace lost the navigation's start (seen once in four runs on this
      // loaded machine); it says nothing of the page, so that one error earns a second run.
      if (result?.lhr.runtimeError?.code === 'NO_NAVSTART') result = await run();
      const lhr = result?.lhr;
      expect(lhr?.runtimeError).toBeUndefined();
      const checked = new Set([...(lhr?.categories.accessibility?.auditRefs ?? []), ...(lhr?.categories.seo?.auditRefs ?? [])].map((ref) => ref.id));
      const failing = Object.values(lhr?.audits ?? {})
        .filter((audit) => checked.has(audit.id) && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      expect(failing).toEqual([]);
      expect(lhr?.categories.accessibility?.score).toBe(1);
      expect(lhr?.categories.seo?.score).toBe(1);
      expect(lhr?.audits['cumulative-layout-shift']?.numericValue, JSON.stringify(lhr?.audits['layout-shifts']?.details ?? null)).toBe(0);
      const score = (id: string) => Math.round((lhr?.categories[id]?.score ?? 0) * 100);
      const reported = `performance ${score('performance')}, best practices ${score('best-practices')}`;
      test.info().annotations.push({ type: 'lighthouse', description: reported });
      console.log(`Lighthouse mobile, theme ${theme}: ${reported}`);
    } finally {
      chrome.kill();
    }
  });
}
