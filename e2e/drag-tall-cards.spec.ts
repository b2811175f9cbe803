import type { APIRequestContext, Page } from '@playwright/test';
import { expandAll } from './support/cards';
import { apiAs } from './support/accounts';
import { fakeOutsideWorld } from './support/external';
import { moveByKeyboard } from './support/drag';
import { previewOf } from './support/page-settings';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 720 } });

const cards = (page: Page) => page.getByTestId('item-card');
const badges = (page: Page) => cards(page).locator('[data-slot="badge"]');

const LONG = ' Un párrafo largo que ocupa muchas líneas en la vista previa estrecha de la tarjeta.'.repeat(8);

/** Tall cards: heading, text and contact card with their quick-edit panels; the texts are taller than the window. */
const TALL = [
  { type: 'heading', content: { text: 'Primero', size: 'large' }, badge: 'Título', summary: 'Primero' },
  { type: 'text', content: { text: `Segundo${LONG}` }, badge: 'Texto', summary: 'Segundo' },
  { type: 'contactCard', content: { name: 'Tercero' }, badge: 'Tarjeta de Contacto', summary: 'Tercero' },
  { type: 'heading', content: { text: 'Cuarto', size: 'medium' }, badge: 'Título', summary: 'Cuarto' },
  { type: 'text', content: { text: `Quinto${LONG}` }, badge: 'Texto', summary: 'Quinto' },
] as const;

async function serverTexts(request: APIRequestContext, token: string, pageId: number) {
  const items = (await apiAs(request, token, 'GET', `/api/pages/${pageId}/items`)) as unknown as {
    order: number;
    content: { text?: string; name?: string };
  }[];
  return items.toSorted((a, b) => a.order - b.order).map((item) => (item.content.text ?? item.content.name)?.split(' ')[0]);
}

/** The block texts in the preview sidebar, top to bottom. */
function previewTexts(page: Page) {
  return previewOf(page)
    .locator('[data-block-type]')
    .evaluateAll((blocks) => blocks.map((block) => (block.textContent ?? '').trim()));
}

/** Drags the bottom-right corner of the card's text area down by `dy` px, as a person resizes it. */
async function growTextArea(page: Page, index: number, dy: number) {
  const area = cards(page).nth(index).getByRole('textbox').first();
  await area.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - 100));
  const box = await area.boundingBox();
  if (!box) throw new Error('no text area');
  await page.mouse.move(box.x + box.width - 3, box.y + box.height - 3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 3, box.y + box.height - 3 + dy, { steps: 10 });
  await page.mouse.up();
  await expect.poll(async () => (await area.boundingBox())?.height ?? 0).toBeGreaterThan(box.height + dy / 2);
}

test.beforeEach(async ({ context }) => {
  await fakeOutsideWorld(context);
});

test.setTimeout(180_000);

test('moves a tall card from first to last and back from last to first by keyboard only', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Tarjetas altas');
  for (const block of TALL) await apiAs(request, opened.token, 'POST', `/api/pages/${opened.id}/items`, { type: block.type, content: block.content });
  await page.reload();
  const names = TALL.map((block) => block.summary);
  await expect(badges(page)).toHaveText(TALL.map((block) => block.badge));
  await expandAll(page);
  for (const index of [0, 1, 3, 4]) await growTextArea(page, index, 600);
  // The heading and text cards are now taller than the window (the contact card nearly as tall).
  const heights = await cards(page).evaluateAll((list) => list.map((card) => card.getBoundingClientRect().height));
  for (const index of [0, 1, 3, 4]) expect(heights[index]).toBeGreaterThan(720);
  expect(heights[2]).toBeGreaterThan(360);

  await moveByKeyboard(page, 0, TALL.length - 1);
  const firstToLast = [...names.slice(1), ...names.slice(0, 1)];
  await expect(cards(page).locator('[data-slot="badge"]')).toHaveText([...TALL.slice(1), ...TALL.slice(0, 1)].map((block) => block.badge));
  await expect.poll(() => previewTexts(page)).toEqual(firstToLast.map((name) => expect.stringContaining(name)));
  await expect.poll(() => serverTexts(request, opened.token, opened.id)).toEqual(firstToLast);
  await page.reload();
  await expect.poll(() => previewTexts(page)).toEqual(firstToLast.map((name) => expect.stringContaining(name)));

  await moveByKeyboard(page, TALL.length - 1, 0);
  await expect.poll(() => previewTexts(page)).toEqual(names.map((name) => expect.stringContaining(name)));
  await expect.poll(() => serverTexts(request, opened.token, opened.id)).toEqual(names);
  await page.reload();
  await expect(badges(page)).toHaveText(TALL.map((block) => block.badge));
  await expect.poll(() => previewTexts(page)).toEqual(names.map((name) => expect.stringContaining(name)));
});
