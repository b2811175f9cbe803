import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a public page and waits until its small script has taken over (decision 551): until then a
 * click does what the plain HTML does (follow the link, unfold the contact card).
 */
export async function openPublicPage(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
  return response;
}

/**
 * A public page's outgoing web link: it goes through /go/{id}[/{target}] (a social icon through
 * /go/page/{id}/social/{n}) so that the click is counted
 * (issue 15, decision 700), and /go answers 302 to the block's own address.
 */
export async function expectLinkLeadsTo(request: APIRequestContext, link: Locator, target: string) {
  await expect(link).toHaveAttribute('href', /^\/go\/(\d+(\/[a-z]+)?|page\/\d+\/social\/\d+)$/);
  const answer = await request.get((await link.getAttribute('href'))!, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  // The target with a fragment of its own (an empty one): a browser never carries the /go URL's on (decision 118).
  expect(answer.headers().location).toBe(target.includes('#') ? target : `${target}#`);
}
