import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiAs } from './support/accounts';
import { fakeOutsideWorld } from './support/external';
import { toastOf } from './support/toasts';
import { addBlock } from './support/add-block';
import { expect, test } from './support/fixtures';

// Content limits as the owner meets them in the editor (issue 17, decision 850): a field past its
// limit shows the Spanish reason under it and is not sent; a page past its total shows the
// server's reason in the action's toast (decision 803).

const cards = (page: Page) => page.getByTestId('item-card');

test.beforeEach(async ({ context }) => {
  await fakeOutsideWorld(context);
});

async function savedContent(request: APIRequestContext, token: string, pageId: number) {
  const items = (await apiAs(request, token, 'GET', `/api/pages/${pageId}/items`)) as unknown as { content: Record<string, unknown> }[];
  return items[0]?.content;
}

/** Puts a long text in a field as a paste would (no cut at a maximum), and leaves the field. */
async function pasteAndLeave(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

test('a field past its limit shows the reason under it, keeps the text and saves nothing until it fits', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Límites');
  await addBlock(page, 'Tarjeta Contacto');
  const card = cards(page).nth(0);
  await expect.poll(() => savedContent(request, opened.token, opened.id)).toMatchObject({ name: '', email: null });

  const email = card.getByLabel('Correo electrónico');
  const tooLong = `${'a'.repeat(64)}@${'b'.repeat(190)}.com`; // 259 characters, a well-formed address
  await pasteAndLeave(email, tooLong);
  await expect(card.getByText('No puede tener más de 254 caracteres')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue(tooLong);

  const notes = card.getByLabel('Notas');
  await pasteAndLeave(notes, 'n'.repeat(5001));
  await expect(card.getByText('No puede tener más de 5000 caracteres')).toBeVisible();
  await expect(notes).toHaveValue('n'.repeat(5001));

  await page.setViewportSize({ width: 1280, height: 900 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('field-limit-laptop.png') });
  const axe = await new AxeBuilder({ page }).include('[data-testid="item-card"]').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  // Nothing past the limit reached the server.
  expect(await savedContent(request, opened.token, opened.id)).toMatchObject({ email: null, notes: '' });

  // Shortened, the text is saved and the reasons go.
  await pasteAndLeave(email, `${'a'.repeat(64)}@${'b'.repeat(185)}.com`);
  await pasteAndLeave(notes, 'n'.repeat(5000));
  await expect(card.getByText(/No puede tener más de/)).toHaveCount(0);
  await expect.poll(() => savedContent(request, opened.token, opened.id)).toMatchObject({ email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`, notes: 'n'.repeat(5000) });
});

test("a page past its total: duplicating a block shows the server's reason", async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Página llena');
  // Long text blocks through the API until the page takes no more.
  const wide = { type: 'text', content: { text: 'ñ'.repeat(5000) } };
  let stored = 0;
  for (;;) {
    const res = await request.post(`/api/pages/${opened.id}/items`, { headers: { authorization: `Bearer ${opened.token}` }, data: wide });
    if (res.status() !== 201) {
      expect(res.status()).toBe(409);
      break;
    }
    stored++;
  }
  await page.reload();
  // 26 blocks of 5,000 characters: a slow machine takes more than the usual 10 s to show them all.
  await expect(cards(page)).toHaveCount(stored, { timeout: 30_000 });

  const first = cards(page).nth(0);
  await first.getByRole('button', { name: 'Duplicar elemento' }).click();
  const reason = 'Esta página ya tiene demasiado contenido (máximo 256 KB entre todos sus elementos). Acorta o elimina algún elemento.';
  const toast = toastOf(page, reason);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Error al duplicar');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('page-cap-phone.png') });
  await expect(cards(page)).toHaveCount(stored);
});
