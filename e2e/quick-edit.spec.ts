import AxeBuilder from '@axe-core/playwright';
import { expandAll } from './support/cards';
import { holdRequests } from './support/hold';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiAs } from './support/accounts';
import { fakeOutsideWorld } from './support/external';
import { chooseFile, pngFile, previewOf } from './support/page-settings';
import { toastOf } from './support/toasts';
import { addBlock } from './support/add-block';
import { expect, test } from './support/fixtures';

// Every field of every quick-edit panel, changed as a person would, seen in the preview sidebar,
// saved on the server and shown again after a reload (spec section 2 'Quick-edit fields').

const cards = (page: Page) => page.getByTestId('item-card');
const block = (page: Page, type: string) => previewOf(page).locator(`[data-block-type="${type}"]`);

async function savedContent(request: APIRequestContext, token: string, pageId: number, type: string) {
  const items = (await apiAs(request, token, 'GET', `/api/pages/${pageId}/items`)) as unknown as { type: string; content: Record<string, unknown> }[];
  return items.find((item) => item.type === type)?.content;
}

async function choose(page: Page, card: Locator, field: string, option: string) {
  await card.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(card.getByRole('combobox', { name: field })).toHaveText(option);
}

async function fillAndLeave(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

function styleOf(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      fontWeight: style.fontWeight,
      fontStyle: style.fontStyle,
      textAlign: style.textAlign,
      color: style.color,
      backgroundColor: style.backgroundColor,
      fontFamily: style.fontFamily,
    };
  });
}

test.beforeEach(async ({ context }) => {
  await fakeOutsideWorld(context);
});

test('heading and text: every field shows in the preview, is saved and comes back after a reload', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Títulos y textos');
  await addBlock(page, 'Título');
  await addBlock(page, 'Texto');
  const heading = cards(page).nth(0);
  const text = cards(page).nth(1);

  await fillAndLeave(heading.getByLabel('Texto', { exact: true }), 'Hola, soy Ana');
  await heading.getByRole('radio', { name: 'H2 (mediano)' }).click();
  await heading.getByRole('button', { name: 'Negrita' }).click();
  await heading.getByRole('button', { name: 'Cursiva' }).click();
  await heading.getByRole('radio', { name: 'Alinear a la derecha' }).click();
  await fillAndLeave(heading.getByLabel('Color del texto', { exact: true }), '#1D4ED8');
  await fillAndLeave(heading.getByLabel('Color de fondo', { exact: true }), '#FEF3C7');
  await fillAndLeave(heading.getByRole('spinbutton', { name: 'Opacidad del fondo' }), '50');
  await fillAndLeave(heading.getByLabel('Enlace (URL)'), 'ana.example.com/sobre-mi');
  await expect(heading.getByLabel('Enlace (URL)')).toHaveValue('https://ana.example.com/sobre-mi');

  await fillAndLeave(text.getByLabel('Texto', { exact: true }), 'Diseñadora en Madrid.\nEscríbeme.');
  await choose(page, text, 'Fuente', 'Merriweather');
  await text.getByRole('button', { name: 'Negrita' }).click();
  await text.getByRole('radio', { name: 'Centrar' }).click();
  await fillAndLeave(text.getByLabel('Color del texto', { exact: true }), '#B91C1C');
  await fillAndLeave(text.getByLabel('Color de fondo', { exact: true }), '#000000');
  await fillAndLeave(text.getByRole('spinbutton', { name: 'Opacidad del fondo' }), '0');
  await fillAndLeave(text.getByLabel('Enlace (URL)'), 'https://ana.example.com/contacto');

  const checkPreview = async () => {
    const h2 = block(page, 'heading').getByRole('heading', { level: 2, name: 'Hola, soy Ana' });
    await expect(h2).toBeVisible();
    expect(await styleOf(h2)).toMatchObject({
      fontWeight: '400',
      fontStyle: 'italic',
      textAlign: 'right',
      color: 'rgb(29, 78, 216)',
      backgroundColor: 'rgba(254, 243, 199, 0.5)',
    });
    await expect(block(page, 'heading').getByRole('link')).toHaveAttribute('href', 'https://ana.example.com/sobre-mi');
    const paragraph = block(page, 'text').locator('p');
    await expect(paragraph).toHaveText('Diseñadora en Madrid.\nEscríbeme.');
    expect(await styleOf(paragraph)).toMatchObject({
      fontWeight: '700',
      fontStyle: 'normal',
      textAlign: 'center',
      color: 'rgb(185, 28, 28)',
      backgroundColor: 'rgba(0, 0, 0, 0)',
    });
    expect((await styleOf(paragraph)).fontFamily).toContain('Merriweather');
    await expect(block(page, 'text').getByRole('link')).toHaveAttribute('href', 'https://ana.example.com/contacto');
  };
  await checkPreview();

  await expect.poll(() => savedContent(request, opened.token, opened.id, 'text')).toMatchObject({ linkUrl: 'https://ana.example.com/contacto', backgroundOpacity: 0 });
  expect(await savedContent(request, opened.token, opened.id, 'heading')).toMatchObject({
    text: 'Hola, soy Ana',
    size: 'medium',
    fontWeight: 'normal',
    fontStyle: 'italic',
    textAlign: 'right',
    textColor: '#1D4ED8',
    backgroundColor: '#FEF3C7',
    backgroundOpacity: 50,
    linkUrl: 'https://ana.example.com/sobre-mi',
  });
  expect(await savedContent(request, opened.token, opened.id, 'text')).toMatchObject({
    text: 'Diseñadora en Madrid.\nEscríbeme.',
    fontFamily: 'Merriweather',
    fontWeight: 'bold',
    textAlign: 'center',
    textColor: '#B91C1C',
    backgroundColor: '#000000',
  });

  await page.reload();
  await expandAll(page);
  await checkPreview();
  await expect(heading.getByLabel('Texto', { exact: true })).toHaveValue('Hola, soy Ana');
  await expect(heading.getByRole('radio', { name: 'H2 (mediano)' })).toHaveAttribute('aria-checked', 'true');
  await expect(heading.getByRole('button', { name: 'Cursiva' })).toHaveAttribute('aria-pressed', 'true');
  await expect(heading.getByRole('slider', { name: 'Opacidad del fondo' })).toHaveAttribute('aria-valuenow', '50');
  await expect(text.getByRole('combobox', { name: 'Fuente' })).toHaveText('Merriweather');
  await expect(text.getByLabel('Color del texto', { exact: true })).toHaveValue('#B91C1C');

  // An invalid colour shows the checkerboard and an empty text is never sent.
  await heading.getByLabel('Color del texto', { exact: true }).fill('azulado');
  await expect(heading.getByTestId('color-swatch').first()).toHaveAttribute('data-valid', 'false');
  await fillAndLeave(heading.getByLabel('Texto', { exact: true }), '');
  await expect(heading.getByText('El texto no puede estar vacío')).toBeVisible();
  await expect(block(page, 'heading').getByRole('heading', { name: 'Hola, soy Ana' })).toBeVisible();
});

test('image: upload, alt text, border, size, web layout with title, button and link', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Imágenes');
  await addBlock(page, 'Imagen');
  const card = cards(page).nth(0);
  // No image yet: 'Sin completar', shown in the card's own preview only, not the page's (issue 32, decision 015).
  await expect(card.getByText('Sin completar')).toBeVisible();
  await expect(card.getByText('Sin imagen')).toBeVisible();
  await expect(block(page, 'image')).toHaveCount(0);

  // An upload held until the test has seen 'Subiendo...' with the panel's controls disabled.
  const release = await holdRequests(page, '**/api/upload/image');
  await chooseFile(page, card.getByRole('button', { name: 'Subir imagen' }), await pngFile('estudio.png', '#22c55e', 320, 240));
  await expect(card.getByRole('button', { name: 'Subiendo...' })).toBeDisabled();
  await expect(card.getByLabel('Texto alternativo')).toBeDisabled();
  await expect(card.getByRole('switch', { name: 'Mostrar borde' })).toBeDisabled();
  release();
  await expect(toastOf(page, 'Imagen subida')).toBeVisible();
  await expect(card.getByLabel('Texto alternativo')).toBeEnabled();

  const image = block(page, 'image').getByRole('img');
  await expect(image).toHaveAttribute('src', /\/storage\/v1\/object\/public\/item-images\/[0-9a-f-]{36}\.png$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(320);

  await fillAndLeave(card.getByLabel('Texto alternativo'), 'Mi estudio');
  await expect(block(page, 'image').getByRole('img', { name: 'Mi estudio' })).toBeVisible();
  await card.getByRole('switch', { name: 'Mostrar borde' }).click();
  await expect(image).toHaveClass(/border-4/);
  await choose(page, card, 'Tamaño', 'Banner');
  await expect(image).toHaveClass(/aspect-\[3\/1\]/);

  await choose(page, card, 'Diseño', 'Web (tarjeta con botón)');
  await fillAndLeave(card.getByLabel('Título'), 'Mi tienda');
  await fillAndLeave(card.getByLabel('Texto del botón'), 'Comprar ahora');
  await fillAndLeave(card.getByLabel('Enlace (URL)'), 'https://shop.example.com/');
  const link = block(page, 'image').getByRole('link');
  await expect(link).toHaveAttribute('href', 'https://shop.example.com/');
  await expect(link).toContainText('Mi tienda');
  await expect(link).toContainText('Comprar ahora');

  await expect.poll(() => savedContent(request, opened.token, opened.id, 'image')).toMatchObject({
    altText: 'Mi estudio',
    showBorder: true,
    sizePreset: 'banner',
    layoutType: 'web',
    title: 'Mi tienda',
    buttonText: 'Comprar ahora',
    linkUrl: 'https://shop.example.com/',
  });
  const saved = await savedContent(request, opened.token, opened.id, 'image');
  expect(saved?.imageUrl).toMatch(/item-images\/[0-9a-f-]{36}\.png$/);

  await page.reload();
  await expandAll(page);
  await expect(block(page, 'image').getByRole('link')).toContainText('Comprar ahora');
  await expect(card.getByLabel('Título')).toHaveValue('Mi tienda');
  await expect(card.getByRole('combobox', { name: 'Diseño' })).toHaveText('Web (tarjeta con botón)');

  // Back to the normal layout with no link: the link is stored as null.
  await choose(page, card, 'Diseño', 'Normal');
  await expect(card.getByLabel('Título')).toHaveCount(0);
  await fillAndLeave(card.getByLabel('Enlace (URL)'), '');
  await expect.poll(async () => (await savedContent(request, opened.token, opened.id, 'image'))?.linkUrl).toBeNull();
  await expect(block(page, 'image').getByRole('link')).toHaveCount(0);
  await expect(block(page, 'image').getByRole('img', { name: 'Mi estudio' })).toBeVisible();

  // A file the server cannot read as an image is refused with its message.
  await chooseFile(page, card.getByRole('button', { name: 'Subir imagen' }), { name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
  await expect(toastOf(page, 'El archivo no es una imagen válida (JPEG, PNG, GIF o WebP).')).toBeVisible();
});

test('subpage: title, button text, read-only id, card image with its shortened file name and style', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Con subpágina');
  await addBlock(page, 'Subpágina', 'Subpágina creada');
  const card = cards(page).nth(0);
  const created = await savedContent(request, opened.token, opened.id, 'subpage');
  const childId = String(created?.pageId);
  await expect(card.getByLabel('ID Subpágina')).toHaveValue(childId);
  await expect(card.getByLabel('ID Subpágina')).not.toBeEditable();

  await fillAndLeave(card.getByLabel('Título'), 'Mis proyectos');
  await fillAndLeave(card.getByLabel('Texto del botón'), 'Entrar');
  await chooseFile(page, card.getByRole('button', { name: 'Subir imagen' }), await pngFile('portada-de-mis-proyectos-de-verano.png', '#a855f7', 480, 270));
  await expect(toastOf(page, 'Imagen subida')).toBeVisible();
  await expect(card.getByTestId('image-file-name')).toHaveText('portada-de-mis-proyectos-de...');
  await choose(page, card, 'Estilo de imagen', 'Contener (imagen completa)');

  const preview = block(page, 'subpage');
  await expect(preview.getByRole('link')).toHaveAttribute('href', `/view/page/${childId}`);
  await expect(preview).toContainText('Mis proyectos');
  await expect(preview).toContainText('Entrar');
  await expect(preview.locator('img')).toHaveClass(/object-contain/);
  await expect(preview.locator('img')).toHaveAttribute('src', /item-images\/[0-9a-f-]{36}\.png$/);

  await expect.poll(() => savedContent(request, opened.token, opened.id, 'subpage')).toMatchObject({
    title: 'Mis proyectos',
    buttonText: 'Entrar',
    cardImageStyle: 'contain',
    pageId: Number(childId),
  });
  await page.reload();
  await expandAll(page);
  await expect(block(page, 'subpage')).toContainText('Entrar');
  await expect(card.getByLabel('Título')).toHaveValue('Mis proyectos');
  await expect(card.getByTestId('image-file-name')).toHaveText(/^[0-9a-f-]{27}\.\.\.$/);
  await expect(card.getByRole('combobox', { name: 'Estilo de imagen' })).toHaveText('Contener (imagen completa)');
});

test('divider and spacer: colour, style, thickness and size within their ranges', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Separadores');
  await addBlock(page, 'Línea Divisoria');
  await addBlock(page, 'Espacio');
  const divider = cards(page).nth(0);
  const spacer = cards(page).nth(1);

  await fillAndLeave(divider.getByLabel('Color', { exact: true }), '#9CA3AF');
  await choose(page, divider, 'Estilo de línea', 'Discontinua');
  await fillAndLeave(divider.getByRole('spinbutton', { name: 'Grosor' }), '40');
  await expect(divider.getByRole('spinbutton', { name: 'Grosor' })).toHaveValue('10');
  await divider.getByRole('slider', { name: 'Grosor' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(divider.getByRole('slider', { name: 'Grosor' })).toHaveAttribute('aria-valuenow', '8');

  await fillAndLeave(spacer.getByRole('spinbutton', { name: 'Tamaño' }), '63');
  await expect(spacer.getByRole('spinbutton', { name: 'Tamaño' })).toHaveValue('65');
  await spacer.getByRole('slider', { name: 'Tamaño' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(spacer.getByRole('slider', { name: 'Tamaño' })).toHaveAttribute('aria-valuenow', '70');

  const check = async () => {
    const hr = block(page, 'divider').locator('hr');
    await expect(hr).toHaveCSS('border-top-style', 'dashed');
    await expect(hr).toHaveCSS('border-top-width', '8px');
    await expect(hr).toHaveCSS('border-top-color', 'rgb(156, 163, 175)');
    await expect(block(page, 'spacer').getByTestId('spacer')).toHaveCSS('height', '70px');
  };
  await check();
  await expect.poll(() => savedContent(request, opened.token, opened.id, 'spacer')).toEqual({ size: 70 });
  await expect.poll(() => savedContent(request, opened.token, opened.id, 'divider')).toMatchObject({ color: '#9CA3AF', style: 'dashed', thickness: 8 });

  await page.reload();
  await expandAll(page);
  await check();
  await expect(divider.getByRole('combobox', { name: 'Estilo de línea' })).toHaveText('Discontinua');
  await expect(spacer.getByRole('spinbutton', { name: 'Tamaño' })).toHaveValue('70');
});

test('contact card: photo upload and every field, with URL and e-mail inputs', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Contacto');
  await addBlock(page, 'Tarjeta Contacto');
  const card = cards(page).nth(0);
  await expect(card.getByLabel('Correo electrónico')).toHaveAttribute('type', 'email');
  await expect(card.getByLabel('Sitio web')).toHaveAttribute('type', 'url');
  await expect(card.getByLabel('LinkedIn')).toHaveAttribute('type', 'url');

  await chooseFile(page, card.getByRole('button', { name: 'Subir foto' }), await pngFile('ana.png', '#f43f5e', 200, 200));
  await expect(toastOf(page, 'Foto de contacto subida')).toBeVisible();
  // Without a name the card is 'Sin completar': its photo shows in the card's own preview (issue 32, decision 015).
  await expect(card.locator('img').first()).toHaveAttribute('src', /item-images\/[0-9a-f-]{36}\.png$/);

  const values = {
    Nombre: 'Ana López',
    Cargo: 'Diseñadora',
    'Empresa donde trabaja': 'Estudio Sol',
    Teléfono: '+34 600 11 22 33',
    'Correo electrónico': 'ana@example.com',
    'Sitio web': 'ana.example.com',
    LinkedIn: 'https://www.linkedin.com/in/ana',
    Dirección: 'Calle Mayor 1, Madrid',
    Notas: 'Disponible de lunes a viernes.',
  };
  for (const [label, value] of Object.entries(values)) await fillAndLeave(card.getByLabel(label, { exact: true }), value);
  await expect(block(page, 'contactCard')).toContainText('Ana López');
  await expect(block(page, 'contactCard')).toContainText('Diseñadora · Estudio Sol');

  const expected = {
    name: 'Ana López',
    jobTitle: 'Diseñadora',
    company: 'Estudio Sol',
    phone: '+34 600 11 22 33',
    email: 'ana@example.com',
    website: 'https://ana.example.com/', // stored as the URL parser writes it (decision 855)
    linkedinUrl: 'https://www.linkedin.com/in/ana',
    address: 'Calle Mayor 1, Madrid',
    notes: 'Disponible de lunes a viernes.',
  };
  await expect.poll(() => savedContent(request, opened.token, opened.id, 'contactCard')).toMatchObject(expected);
  expect((await savedContent(request, opened.token, opened.id, 'contactCard'))?.photoUrl).toMatch(/item-images\/[0-9a-f-]{36}\.png$/);

  // An invalid e-mail is not sent: the reason shows and the saved one stays.
  await fillAndLeave(card.getByLabel('Correo electrónico'), 'ana@');
  await expect(card.getByText('Correo electrónico no válido')).toBeVisible();

  await page.reload();
  await expandAll(page);
  await expect(block(page, 'contactCard')).toContainText('Ana López');
  await expect(card.getByLabel('Correo electrónico')).toHaveValue('ana@example.com');
  await expect(card.getByLabel('Sitio web')).toHaveValue('https://ana.example.com/');
  await expect(card.getByLabel('Notas')).toHaveValue('Disponible de lunes a viernes.');
  // The dialog of the preview's card shows the details.
  await block(page, 'contactCard').locator('summary').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Calle Mayor 1, Madrid');
  await expect(dialog.getByRole('link', { name: /ana@example\.com/ })).toHaveAttribute('href', 'mailto:ana@example.com');
});

test('axe finds no violations in the panels with the web layout open and field errors shown', async ({ page, ownerPage: _editorOpen }) => {
  await addBlock(page, 'Imagen');
  await addBlock(page, 'Tarjeta Contacto');
  const image = cards(page).nth(0);
  const contact = cards(page).nth(1);
  await choose(page, image, 'Diseño', 'Web (tarjeta con botón)');
  await fillAndLeave(image.getByLabel('Enlace (URL)'), 'no es un enlace');
  await fillAndLeave(contact.getByLabel('Correo electrónico'), 'ana@');
  await fillAndLeave(contact.getByLabel('Teléfono', { exact: true }), 'abc');
  await expect(contact.getByText('Teléfono no válido')).toBeVisible();
  await expect(image.getByText('Debe ser una URL válida que empiece por http:// o https://')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[data-testid="content-tab"]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('typing at once after choosing in a list: every key stays in the field the owner moved to', async ({ page, request, openNewPage }) => {
  const opened = await openNewPage('Elegir y escribir');
  await addBlock(page, 'Imagen');
  const card = cards(page).nth(0);
  await card.getByRole('combobox', { name: 'Diseño' }).click();
  await page.getByRole('option', { name: 'Web (tarjeta con botón)', exact: true }).click();
  // No wait for the list to finish closing: a quick owner is already in 'Título' and typing, key by
  // key, while the list's closing would hand the focus back to 'Diseño'.
  const title = card.getByLabel('Título');
  await title.focus();
  await title.pressSequentially('Mi tienda de láminas', { delay: 25 });
  await expect(title).toBeFocused();
  await expect(title).toHaveValue('Mi tienda de láminas');
  await expect(card.getByRole('combobox', { name: 'Diseño' })).toHaveText('Web (tarjeta con botón)');
  await title.blur();
  await expect.poll(async () => (await savedContent(request, opened.token, opened.id, 'image'))?.title).toBe('Mi tienda de láminas');
});
