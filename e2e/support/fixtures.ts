import { type BrowserContext, type Page as BrowserPage, test as base, expect } from '@playwright/test';
import type { Page } from '../../src/shared/schemas/page';
import { PASSWORD, uniqueEmail } from './accounts';
import { OwnerApi, signUpThroughApi } from './api';
import { everyBlockType } from './blocks';
import { IMAGE_BASE } from './external';
import { type OpenedPage, previewOf } from './page-settings';

/** An owner signed up through the API whose session a browser context already holds. */
export interface Owner {
  email: string;
  password: string;
  /** The access token of the planted session (the one the app sends). */
  token: string;
  /** Our API as this owner (pages, items, uploads). */
  api: OwnerApi;
}

/**
 * Signs a new owner up through the real /auth/v1/signup of the server at `baseURL` and plants the
 * session where supabase-js keeps it (localStorage, `sb-<host>-auth-token`) in `context`, once,
 * before any page of the app loads: the app starts signed in, as after the registration form. A
 * later sign-out stays signed out (nothing plants it again).
 */
export async function signedInOwner(context: BrowserContext, baseURL: string, email = uniqueEmail('owner')): Promise<Owner> {
  const { storageKey, session } = await signUpThroughApi(baseURL, email, PASSWORD);
  await context.setStorageState({
    cookies: [],
    origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: storageKey, value: JSON.stringify(session) }] }],
  });
  return { email, password: PASSWORD, token: session.access_token, api: OwnerApi.withToken(baseURL, session.access_token) };
}

/** Opens the app at / as the signed-in owner: their e-mail in the header (where the registration form left it). */
export async function openApp(page: BrowserPage, owner: Owner): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('banner').getByText(owner.email)).toBeVisible();
}

/** Creates a page through the API and opens its editor, once the preview shows its title. */
export async function openNewPageAs(page: BrowserPage, owner: Owner, title: string): Promise<OpenedPage> {
  const created = await owner.api.createPage(title);
  await page.goto(`/edit/${created.id}`);
  // The editor's first load (its chunks, the session, the page): more than 10 s on a loaded machine.
  await expect(previewOf(page).getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  return { id: created.id, slug: created.slug, token: owner.token };
}

interface OwnerFixtures {
  /** A new owner, signed up through the API, whose session the test's browser context holds. */
  owner: Owner;
  /** The title of `ownerPage` ('Mi página' unless `test.use({ pageTitle })` says otherwise). */
  pageTitle: string;
  /** The editor (`page`) open on a new page of `owner`, titled `pageTitle`. */
  ownerPage: OpenedPage;
  /** Creates a page of `owner` and opens its editor in `page`. */
  openNewPage: (title: string) => Promise<OpenedPage>;
}

/**
 * The browser suites' `test`: Playwright's, with an owner signed up through the API instead of the
 * registration form (only the auth specs go through the forms). Decision 571.
 */
export const test = base.extend<OwnerFixtures>({
  owner: async ({ context, baseURL }, use) => {
    await use(await signedInOwner(context, baseURL as string));
  },
  pageTitle: ['Mi página', { option: true }],
  ownerPage: async ({ page, owner, pageTitle }, use) => {
    await use(await openNewPageAs(page, owner, pageTitle));
  },
  openNewPage: async ({ page, owner }, use) => {
    await use((title) => openNewPageAs(page, owner, title));
  },
});

export { expect };

export interface PublicFixture {
  page: Page;
  subpageId: number;
  contactItemId: number;
}

export function ownerApi(baseURL: string): Promise<OwnerApi> {
  return OwnerApi.signUp(baseURL);
}

/** A published page with one block of every type, a hidden block and a subpage with content. */
export async function pageWithEveryBlock(api: OwnerApi, title: string): Promise<PublicFixture> {
  const created = await api.createPage(title);
  const page = await api.updatePage(created.id, { profileImage: `${IMAGE_BASE}/profile.png`, backgroundColor: '#F3F4F6' });
  let subpageId = 0;
  let contactItemId = 0;
  for (const block of everyBlockType(IMAGE_BASE)) {
    const item = await api.addItem(page.id, block);
    if (block.type === 'subpage') subpageId = item.content.pageId as number;
    if (block.type === 'contactCard') contactItemId = item.id;
  }
  await api.addItem(page.id, { type: 'text', content: { text: 'Bloque oculto secreto' }, isVisible: false });
  await api.addItem(subpageId, { type: 'heading', content: { text: 'Mis proyectos', size: 'medium' } });
  return { page, subpageId, contactItemId };
}
