import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expandAll } from './support/cards';
import { apiAs } from './support/accounts';
import { fakeOutsideWorld } from './support/external';
import { pdfFile } from './support/pdf';
import { previewOf } from './support/page-settings';
import { holdRequests } from './support/hold';
import { toastOf } from './support/toasts';
import { moveByKeyboard } from './support/drag';
import { addBlock, openAddMenu } from './support/add-block';
import { expect, test } from './support/fixtures';

/** The menu entries in BLOCKS order, with what a new block of each shows in the preview. */
const MENU = [
  { entry: 'Título', badge: 'Título', preview: 'Nuevo Título' },
  { entry: 'Texto', badge: 'Texto', preview: 'Nuevo Párrafo' },
  { entry: 'Video YouTube', badge: 'Video YouTube', preview: null },
  // 'Sin completar' until it has its link (issue 38).
  { entry: 'Música y video', badge: 'Música y video', preview: null },
  // A new link is 'Sin completar' until it has its address: off the page and its preview (issue 32).
  { entry: 'Enlace', badge: 'Enlace', preview: null },
  { entry: 'Documento PDF', badge: 'Documento PDF', preview: 'Carta' },
  { entry: 'Subpágina', badge: 'Subpágina', preview: 'Nueva Subpágina' },
  { entry: 'Imagen', badge: 'Imagen', preview: null },
  { entry: 'Línea Divisoria', badge: 'Línea Divisoria', preview: null },
  { entry: 'Espacio', badge: 'Espacio', preview: null },
  { entry: 'Tarjeta Contacto', badge: 'Tarjeta de Contacto', preview: null },
  { entry: 'Suscripción por correo', badge: 'Suscripción por correo', preview: 'Suscríbete' },
  { entry: 'Horario', badge: 'Horario', preview: 'Horario' },
] as const;

const cards = (page: Page) => page.getByTestId('item-card');
const badges = (page: Page) => cards(page).locator('[data-slot="badge"]');
const card = (page: Page, index: number) => cards(page).nth(index);

/** What the browser does when the owner switches to another tab or app: the document is hidden. */
async function hideTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function serverItems(request: APIRequestContext, token: string, pageId: number) {
  const items = (await apiAs(request, token, 'GET', `/api/pages/${pageId}/items`)) as unknown as {
    id: number;
    type: string;
    order: number;
    content: Record<string, unknown>;
    isVisible: boolean;
    isSticky: boolean;
  }[];
  return items.toSorted((a, b) => a.order - b.order);
}

async function addThree(page: Page) {
  await addBlock(page, 'Título');
  await addBlock(page, 'Texto');
  await addBlock(page, 'Enlace');
  await expect(badges(page)).toHaveText(['Título', 'Texto', 'Enlace']);
}

test.beforeEach(async ({ context }) => {
  await fakeOutsideWorld(context);
});

test('adds one block of every type; the preview shows them at once and they survive a reload', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Mi Contenido');
  const tab = page.getByTestId('content-tab');
  await expect(tab.getByText('No hay contenido aún')).toBeVisible();
  // The empty state has its own add menu beside the header's.
  await expect(tab.getByRole('button', { name: 'Agregar contenido' })).toHaveCount(2);

  // Nothing copied yet: no paste entry; every type in BLOCKS order.
  const menu = await openAddMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText(MENU.map((entry) => entry.entry));
  await page.keyboard.press('Escape');

  for (const entry of MENU) {
    if (entry.entry === 'Documento PDF') {
      // The PDF is asked for first; cancelling the picker adds nothing (decision 531).
      const before = await cards(page).count();
      let chooser = page.waitForEvent('filechooser');
      await (await openAddMenu(page)).getByRole('menuitem', { name: 'Documento PDF' }).click();
      await (await chooser).setFiles([]);
      await expect(cards(page)).toHaveCount(before);
      await expect(toastOf(page, 'La funcionalidad para subir y añadir PDFs aún no está implementada.')).toHaveCount(0);
      chooser = page.waitForEvent('filechooser');
      await (await openAddMenu(page)).getByRole('menuitem', { name: 'Documento PDF' }).click();
      await (await chooser).setFiles(pdfFile('Carta.pdf'));
      await expect(cards(page)).toHaveCount(before + 1);
      await expect(toastOf(page, 'Contenido agregado')).toBeVisible();
      continue;
    }
    await addBlock(page, entry.entry, entry.entry === 'Subpágina' ? 'Subpágina creada' : 'Contenido agregado');
  }

  const expected = MENU.map((entry) => entry.badge);
  await expect(badges(page)).toHaveText(expected);
  // The blocks waiting for their essential field (issue 32): video, music and video, link, image, contact card.
  await expect(cards(page).getByTestId('item-incomplete')).toHaveCount(5);
  await expect(cards(page).nth(4).getByLabel('URL')).toHaveAttribute('placeholder', 'https://example.com');
  await expect(tab.getByText('No hay contenido aún')).toHaveCount(0);
  for (const entry of MENU) if (entry.preview) await expect(previewOf(page).getByText(entry.preview, { exact: true }).first()).toBeVisible();
  // Every type has its quick-edit panel, open on the new card (decisions 530, 534).
  await expect(page.locator('[data-testid="item-card"][data-expanded]')).toHaveCount(MENU.length);
  await expect(page.getByText('No hay opciones de edición rápida para este tipo.')).toHaveCount(0);
  for (let index = 0; index < MENU.length; index += 1) {
    await expect(card(page, index).getByRole('group', { name: /^Edición rápida/ })).toBeVisible();
  }

  // The subpage block created a page: it is in the page list.
  const pages = (await apiAs(request, opened.token, 'GET', '/api/pages')) as unknown as { title: string }[];
  expect(pages.map((entry) => entry.title)).toContain('Nueva Subpágina');

  const saved = await serverItems(request, opened.token, opened.id);
  expect(saved.map((item) => item.type)).toEqual(['heading', 'text', 'youtube', 'media', 'link', 'pdf', 'subpage', 'image', 'divider', 'spacer', 'contactCard', 'emailSignup', 'hours']);
  expect(saved.map((item) => item.order)).toEqual(MENU.map((_, index) => index));
  expect(saved[0]?.content).toMatchObject({ text: 'Nuevo Título', size: 'large' });
  expect(saved[5]?.content).toMatchObject({ title: 'Carta', filename: 'Carta.pdf', filesize: pdfFile('Carta.pdf').buffer.length });

  await page.reload();
  await expect(badges(page)).toHaveText(expected);
  await expect(previewOf(page).getByText('Nuevo Título')).toBeVisible();
});

/** Drags a card by its handle with the mouse, `dy` pixels up (negative) or down. */
async function dragByMouse(page: Page, handleName: string, dy: number) {
  const handle = page.getByRole('button', { name: handleName });
  // The handle's top in the middle of the window, so the move stays inside it.
  await handle.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 360));
  const box = await handle.boundingBox();
  if (!box) throw new Error('no handle');
  const x = box.x + box.width / 2;
  const y = box.y + 20;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + Math.sign(dy) * 10, { steps: 2 });
  await page.mouse.move(x, y + dy, { steps: 20 });
  await page.mouse.up();
}

/**
 * Picks a card up with `key`, moves it with the arrows (25 px a press) until dnd-kit's live region
 * announces it over the target position, and drops it with `key`.
 */
test('reorders by mouse and by keyboard; the order is kept after a reload', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Orden');
  await addThree(page);
  const types = async () => (await serverItems(request, opened.token, opened.id)).map((item) => item.type);

  // Keyboard: Space picks the first card up, the arrows move it over the second, Space drops it.
  await moveByKeyboard(page, 0, 1);
  await expect(badges(page)).toHaveText(['Texto', 'Título', 'Enlace']);
  await expect.poll(types).toEqual(['text', 'heading', 'link']);

  // Mouse: the heading card back above the text card, the cards folded so the move spans them
  // whatever their panels hold.
  await page.getByRole('button', { name: 'Contraer todo' }).click();
  await dragByMouse(page, 'Arrastrar para reordenar: Título 2', -300);
  await expect(badges(page)).toHaveText(['Título', 'Texto', 'Enlace']);
  await expect.poll(types).toEqual(['heading', 'text', 'link']);
  // The preview follows (the new link, without its address yet, is not on the page: issue 32).
  await expect(previewOf(page).locator('[data-block-type]')).toHaveCount(2);
  await expect(previewOf(page).locator('[data-block-type]').first()).toHaveAttribute('data-block-type', 'heading');

  // Enter works too; Escape cancels: nothing moves.
  await card(page, 0).getByRole('button', { name: /^Arrastrar para reordenar/ }).focus();
  await page.keyboard.press('Enter');
  for (let step = 0; step < 12; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(badges(page)).toHaveText(['Título', 'Texto', 'Enlace']);
  await moveByKeyboard(page, 2, 1, 'Enter');
  await expect(badges(page)).toHaveText(['Título', 'Enlace', 'Texto']);

  await expect.poll(types).toEqual(['heading', 'link', 'text']);
  await page.reload();
  await expect(badges(page)).toHaveText(['Título', 'Enlace', 'Texto']);
});

test('collapsed cards move one place with the keyboard in a few 25 px presses; an open card opens on a tap', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Tarjetas compactas');
  for (const text of ['Uno', 'Dos', 'Tres', 'Cuatro']) {
    await apiAs(request, opened.token, 'POST', `/api/pages/${opened.id}/items`, { type: 'heading', content: { text } });
  }
  await page.reload();
  await expect(cards(page)).toHaveCount(4);
  await expect(page.locator('[data-testid="item-card"][data-expanded]')).toHaveCount(0);
  await expect(cards(page).getByTestId('item-summary')).toHaveText(['Uno', 'Dos', 'Tres', 'Cuatro']);

  // Each press moves the block 25 px (spec section 4): a collapsed card passes the next in a few.
  const height = (await cards(page).first().boundingBox())!.height;
  expect(height).toBeLessThan(80);
  await cards(page).first().getByRole('button', { name: /^Arrastrar para reordenar/ }).focus();
  await page.keyboard.press('Space');
  const announcer = page.locator('[id^="DndLiveRegion"]');
  await expect(announcer).toContainText(/Has tomado|está sobre la posición 1 de 4/);
  // The announcer speaks after React commits the move; on a loaded machine that can come after the
  // next key press would be sent, so each press waits a moment for it before pressing again.
  const passedNext = () =>
    expect(announcer)
      .toContainText('sobre la posición 2 de 4', { timeout: 750 })
      .then(() => true, () => false);
  let presses = 0;
  while (presses < 20) {
    await page.keyboard.press('ArrowDown');
    presses += 1;
    if (await passedNext()) break;
  }
  expect(presses).toBeGreaterThanOrEqual(2);
  expect(presses).toBeLessThanOrEqual(4);
  await page.keyboard.press('Space');
  await expect(cards(page).getByTestId('item-summary')).toHaveText(['Dos', 'Uno', 'Tres', 'Cuatro']);
  await expect.poll(async () => (await serverItems(request, opened.token, opened.id)).map((item) => item.content.text)).toEqual(['Dos', 'Uno', 'Tres', 'Cuatro']);

  // A tap on the summary opens the card's panel; another closes it.
  const toggle = cards(page).nth(2).getByTestId('item-card-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(cards(page).nth(2).getByLabel('Texto', { exact: true })).toHaveValue('Tres');
  await toggle.click();
  await expect(cards(page).nth(2).getByLabel('Texto', { exact: true })).toHaveCount(0);
});

test('a refused reorder puts the earlier order back', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Orden fallido');
  await addThree(page);
  await page.route('**/api/items/reorder', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Error interno del servidor' }) }),
  );
  await moveByKeyboard(page, 0, 1);
  await expect(toastOf(page, 'Error al guardar orden')).toBeVisible();
  await expect(badges(page)).toHaveText(['Título', 'Texto', 'Enlace']);
  expect((await serverItems(request, opened.token, opened.id)).map((item) => item.type)).toEqual(['heading', 'text', 'link']);
});

test('hide, pin, duplicate, copy and paste, delete', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Acciones');
  await addThree(page);
  const preview = previewOf(page);

  // Hide: dimmed and red-toned, gone from the preview, saved.
  await card(page, 1).getByRole('button', { name: 'Ocultar elemento' }).click();
  await expect(card(page, 1)).toHaveAttribute('data-hidden', 'true');
  await expect(card(page, 1).getByRole('button', { name: 'Mostrar elemento' })).toHaveAttribute('aria-pressed', 'true');
  const style = await card(page, 1).locator('article').evaluate((element) => ({
    opacity: getComputedStyle(element).opacity,
    background: getComputedStyle(element).backgroundColor,
  }));
  expect(Number(style.opacity)).toBeLessThan(1);
  expect(style.background).not.toBe('rgb(255, 255, 255)');
  await expect(preview.getByText('Nuevo Párrafo')).toHaveCount(0);
  await expect(toastOf(page, 'Elemento actualizado')).toBeVisible();
  await expect.poll(async () => (await serverItems(request, opened.token, opened.id))[1]?.isVisible).toBe(false);

  // Pin.
  await card(page, 0).getByRole('button', { name: 'Fijar elemento' }).click();
  await expect(card(page, 0).getByRole('button', { name: 'Desfijar elemento' })).toBeVisible();
  await expect.poll(async () => (await serverItems(request, opened.token, opened.id))[0]?.isSticky).toBe(true);

  // Duplicate: the copy comes right after the original.
  await card(page, 0).getByRole('button', { name: 'Duplicar elemento' }).click();
  await expect(toastOf(page, 'Elemento duplicado')).toBeVisible();
  await expect(badges(page)).toHaveText(['Título', 'Título', 'Texto', 'Enlace']);
  await expect.poll(async () => (await serverItems(request, opened.token, opened.id)).map((item) => item.type)).toEqual(['heading', 'heading', 'text', 'link']);

  // Copy the link and paste it: appended at the end, without the original's id.
  await card(page, 3).getByRole('button', { name: 'Copiar elemento' }).click();
  await expect(toastOf(page, 'Elemento copiado')).toBeVisible();
  const menu = await openAddMenu(page);
  await expect(menu.getByRole('menuitem').first()).toHaveText('Pegar elemento copiado');
  await menu.getByRole('menuitem', { name: 'Pegar elemento copiado' }).click();
  await expect(toastOf(page, 'Elemento pegado')).toBeVisible();
  await expect(badges(page)).toHaveText(['Título', 'Título', 'Texto', 'Enlace', 'Enlace']);
  // The pasted block opens and is scrolled into view (decision 534), like the duplicate.
  await expect(card(page, 4)).toHaveAttribute('data-expanded', 'true');
  await expect(card(page, 4)).toBeInViewport();
  await expect(card(page, 1)).toHaveAttribute('data-expanded', 'true');
  const afterPaste = await serverItems(request, opened.token, opened.id);
  expect(afterPaste).toHaveLength(5);
  expect(afterPaste[4]?.id).not.toBe(afterPaste[3]?.id);
  expect(afterPaste[4]?.content).toEqual(afterPaste[3]?.content);

  // Delete asks first, then removes.
  await card(page, 4).getByRole('button', { name: 'Eliminar elemento' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toastOf(page, 'Elemento eliminado')).toBeVisible();
  await expect(badges(page)).toHaveText(['Título', 'Título', 'Texto', 'Enlace']);
  expect(await serverItems(request, opened.token, opened.id)).toHaveLength(4);

  await page.reload();
  await expect(badges(page)).toHaveText(['Título', 'Título', 'Texto', 'Enlace']);
  await expect(card(page, 2)).toHaveAttribute('data-hidden', 'true');
});

test('typing shows in the preview at once and the last keystrokes are saved when leaving', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Autoguardado');
  await addBlock(page, 'Título');
  const text = card(page, 0).getByLabel('Texto', { exact: true });

  // Typing: the preview follows the typing itself, not the server: it shows the text while the save
  // is still held on its way (no clock in the test: the machine may be slow); the server gets it after.
  const release = await holdRequests(page, '**/api/items/*', { method: 'PATCH' });
  await text.fill('Hola mundo');
  await expect(previewOf(page).getByRole('heading', { name: 'Hola mundo' })).toBeVisible();
  expect((await serverItems(request, opened.token, opened.id))[0]?.content.text).not.toBe('Hola mundo');
  release();
  await expect.poll(async () => (await serverItems(request, opened.token, opened.id))[0]?.content.text).toBe('Hola mundo');
  await page.unroute('**/api/items/*'); // the saves on leaving below go out as the app sends them

  // The last keystrokes, then straight away to another page (in the app): they are saved.
  await text.fill('Últimas teclas antes de salir');
  await page.goto('/');
  await expect.poll(async () => (await serverItems(request, opened.token, opened.id))[0]?.content.text).toBe('Últimas teclas antes de salir');

  // And when the document itself goes away (a full navigation): keepalive.
  await page.goto(`/edit/${opened.id}`);
  await expandAll(page);
  await card(page, 0).getByLabel('Texto', { exact: true }).fill('Guardado al cerrar');
  await page.goto('about:blank');
  await expect.poll(async () => (await serverItems(request, opened.token, opened.id))[0]?.content.text).toBe('Guardado al cerrar');
});

test('a keepalive save on leaving is not undone by an older save of the item that arrives after it', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Orden de guardado');
  await addBlock(page, 'Título');
  const serverText = async () => (await serverItems(request, opened.token, opened.id))[0]?.content.text;

  // The first save of the item is held on its way until the keepalive save has reached the server.
  let held = false;
  let olderAnswer: { status: number; text: unknown } | null = null;
  await page.route('**/api/items/*', async (route) => {
    if (route.request().method() !== 'PATCH' || held) return route.fallback();
    held = true;
    await expect.poll(serverText, { timeout: 15_000 }).toBe('Versión final');
    const response = await route.fetch(); // the older save reaches the server only now
    const answer = { status: response.status(), text: ((await response.json()) as { content: { text?: string } }).content.text };
    await route.fulfill({ response }); // and the editor gets the server's answer to it
    olderAnswer = answer;
  });

  const text = card(page, 0).getByLabel('Texto', { exact: true });
  await text.fill('Primera versión');
  await text.press('Tab'); // leaving the field saves at once: this is the save that is held
  await expect.poll(() => held).toBe(true);
  await text.fill('Versión final');
  // Within the 750 ms pause the owner switches to another app (the tab is hidden): sent at once with
  // keepalive, as on pagehide. Hidden rather than unloaded here: a keepalive request of a document
  // that is already gone can reach Playwright's interception before the browser reports the request,
  // and then it waits forever in the harness (the unload path itself runs in the test above).
  await hideTab(page);

  await expect.poll(() => olderAnswer, { timeout: 20_000 }).not.toBeNull();
  // The server skipped the older save and answered the item as it stands; the editor keeps it.
  expect(olderAnswer).toEqual({ status: 200, text: 'Versión final' });
  expect(await serverText()).toBe('Versión final');
  await expect(text).toHaveValue('Versión final');
  await page.reload();
  await expandAll(page);
  await expect(card(page, 0).getByLabel('Texto', { exact: true })).toHaveValue('Versión final');
});

test('a failed save keeps what was typed and sends it with the next save', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Sin perder nada');
  await addBlock(page, 'Título');
  let fail = true;
  await page.route('**/api/items/*', async (route) => {
    if (fail && route.request().method() === 'PATCH') {
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Servicio no disponible' }) });
    }
    return route.continue();
  });
  const text = card(page, 0).getByLabel('Texto', { exact: true });
  await text.fill('No se pierde');
  await text.blur();
  await expect(toastOf(page, 'Error al actualizar elemento')).toBeVisible();
  await expect(text).toHaveValue('No se pierde');
  await expect(card(page, 0).getByText('No guardado')).toBeVisible();
  fail = false;
  await text.focus();
  await text.blur();
  await expect.poll(async () => (await serverItems(request, opened.token, opened.id))[0]?.content.text).toBe('No se pierde');
});

test('axe finds no violations on the editor with one block of every type', async ({ page, ownerPage: _editorOpen }) => {
  test.slow(); // a block of every type added one by one through the menu
  for (const entry of MENU) {
    if (entry.entry === 'Documento PDF') {
      const chooser = page.waitForEvent('filechooser');
      await (await openAddMenu(page)).getByRole('menuitem', { name: 'Documento PDF' }).click();
      await (await chooser).setFiles(pdfFile('Carta.pdf'));
      await expect(badges(page).last()).toHaveText('Documento PDF');
      continue;
    }
    await addBlock(page, entry.entry, entry.entry === 'Subpágina' ? 'Subpágina creada' : 'Contenido agregado');
  }
  await expect(badges(page)).toHaveCount(MENU.length);
  // Every card open: every panel is checked.
  await expect(page.locator('[data-testid="item-card"][data-expanded]')).toHaveCount(MENU.length);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
