import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { OwnerApi } from './support/api';
import { IMAGE_BASE } from './support/external';
import { PAGE_BUDGETS, pageBytes } from './support/page-bytes';
import { seedReferencePage } from './support/reference-page';

/**
 * The public page's budgets (issue 35, decision 551), on bench/public-view.ts's reference page of 20
 * blocks in the default theme: HTML with its CSS at most 10 KB gzipped, all of its JavaScript (lazy
 * modules included) at most 10 KB gzipped; a page without an interactive part gets no script.
 */
test('the reference page keeps its HTML with CSS and its JavaScript within budget', async ({ request, baseURL }) => {
  const page = await seedReferencePage(await OwnerApi.signUp(baseURL as string), `${IMAGE_BASE}`);
  const html = await (await request.get(`/view/${page.slug}`)).text();
  const bytes = pageBytes(html);
  writeFileSync(test.info().outputPath('reference-page.html'), html);
  test.info().annotations.push({ type: 'bytes', description: JSON.stringify(bytes) });
  console.log(`Reference page, gzipped: HTML with CSS ${bytes.htmlWithCss} B (CSS ${bytes.css} B), JS ${bytes.js} B, fonts ${bytes.fonts} B`);
  expect(bytes.htmlWithCss).toBeLessThanOrEqual(PAGE_BUDGETS.htmlWithCss);
  expect(bytes.js).toBeLessThanOrEqual(PAGE_BUDGETS.js);
  // No React chunk among them: only the page's own script and its parts' modules.
  for (const script of bytes.scripts) expect(script).toMatch(/^\/assets\/(public|contact|embeds|embed-player|subpages|player|preload-helper|href|in-app)-[\w-]+\.js$/);
});

test('the not-found page sends no script at all', async ({ request }) => {
  const answer = await request.get('/view/no-hay-tal-pagina');
  expect(answer.status()).toBe(404);
  const html = await answer.text();
  expect(html).not.toContain('<script');
  expect(html).not.toContain('modulepreload');
  expect(pageBytes(html).js).toBe(0);
});
