import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, signedInOwner, test } from './support/fixtures';
import { toastOf } from './support/toasts';

const LINKTREE = readFileSync(path.join(import.meta.dirname, '../src/server/modules/import/fixtures/linktree.html'));

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('imports a saved Linktree page: preview, two entries unticked, the public page', async ({ page, browser, owner }) => {
      test.setTimeout(90_000);
      // The editor on a new page (on a phone its preview is a sheet: the toolbar shows it is ready).
      const created = await owner.api.createPage('Antes de importar');
      await page.goto(`/edit/${created.id}`);
      await expect(page.getByRole('combobox', { name: 'Página', exact: true })).toHaveText(`Antes de importar - ${created.id}`, { timeout: 30_000 });
      await page.getByRole('button', { name: 'Importar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar una página' });
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('import-file').setInputFiles({ name: 'ana.html', mimeType: 'text/html', buffer: LINKTREE });

      // The preview: what will be made, and what will not.
      await expect(dialog.getByText('Ana Cocina', { exact: true })).toBeVisible();
      await expect(dialog.getByText('Desde Linktree')).toBeVisible();
      await expect(dialog.getByText('Tienda de Linktree: Delantal: no disponible')).toBeVisible();
      await expect(dialog.getByRole('checkbox')).toHaveCount(8);
      const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`import-preview-${device}.png`) });

      // The photo would be fetched from its (outside) address: not in a test.
      await dialog.getByRole('checkbox', { name: /foto de perfil/ }).uncheck();
      await dialog.getByRole('checkbox', { name: /Libro oculto/ }).uncheck();
      await dialog.getByRole('checkbox', { name: /Escríbeme/ }).uncheck();
      await expect(dialog.getByText('Bloques (3 de 5)')).toBeVisible();
      await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
      await expect(toastOf(page, 'Página importada')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Página', exact: true })).toHaveText(/^Ana Cocina - \d+$/);
      const importedId = /\/edit\/(\d+)$/.exec(page.url())?.[1];

      // A visitor without JavaScript sees the imported page.
      const visitor = await browser.newContext({ javaScriptEnabled: false, viewport });
      const view = await visitor.newPage();
      await view.goto(`/view/page/${importedId}`);
      await expect(view.getByRole('heading', { name: 'Mis libros' })).toBeVisible();
      await expect(view.getByRole('link', { name: /Libro de verano/ })).toBeVisible();
      await expect(view.getByText('Recetas fáciles cada semana')).toBeVisible();
      await expect(view.getByRole('link', { name: /Escríbeme/ })).toHaveCount(0);
      await expect(view.getByText('Libro oculto')).toHaveCount(0);
      await visitor.close();
    });

    test('exports a page as a ZIP from its menu and imports it into another account', async ({ page, browser, owner, baseURL }) => {
      test.setTimeout(120_000);
      const title = `Taller de cerámica ${device}`;
      const created = await owner.api.createPage(title);
      await owner.api.updatePage(created.id, { bio: 'Piezas hechas a mano' });
      await owner.api.addItem(created.id, { type: 'heading', content: { text: 'Cursos' } });
      await owner.api.addItem(created.id, { type: 'link', content: { url: 'https://taller.example/cursos', title: 'Cursos de torno' } });
      await owner.api.addItem(created.id, { type: 'subpage', content: { title: 'Galería', buttonText: '' } });
      await page.goto(`/edit/${created.id}`);
      await expect(page.getByRole('combobox', { name: 'Página', exact: true })).toHaveText(`${title} - ${created.id}`, { timeout: 30_000 });
      await page.getByRole('button', { name: 'Acciones de la página' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'Exportar página' }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toMatch(/^linkhub-pagina-taller-de-ceramica-.*\.zip$/);
      const zipPath = test.info().outputPath('pagina.zip');
      await saved.saveAs(zipPath);

      // Another account opens the import sheet and chooses the ZIP.
      const elsewhere = await browser.newContext({ viewport });
      const mover = await signedInOwner(elsewhere, baseURL!);
      const editor = await elsewhere.newPage();
      const first = await mover.api.createPage('Mi primera página');
      await editor.goto(`/edit/${first.id}`);
      await expect(editor.getByRole('combobox', { name: 'Página', exact: true })).toHaveText(`Mi primera página - ${first.id}`, { timeout: 30_000 });
      await editor.getByRole('button', { name: 'Importar' }).click();
      const dialog = editor.getByRole('dialog', { name: 'Importar una página' });
      await dialog.getByTestId('import-file').setInputFiles(zipPath);
      await expect(dialog.getByText('Desde una exportación de LinkHub')).toBeVisible();
      await expect(dialog.getByText('2 páginas (con sus subpáginas)')).toBeVisible();
      await expect(dialog.getByText('3 bloques')).toBeVisible();
      const axe = await new AxeBuilder({ page: editor }).include('[role="dialog"]').analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      await editor.screenshot({ path: test.info().outputPath(`import-export-${device}.png`) });
      await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
      await expect(toastOf(editor, 'Página importada')).toBeVisible();
      await expect(editor.getByRole('combobox', { name: 'Página', exact: true })).toHaveText(new RegExp(`^${title} - \\d+$`));
      const importedId = /\/edit\/(\d+)$/.exec(editor.url())?.[1];

      // A visitor without JavaScript sees the page as it was.
      const visitor = await browser.newContext({ javaScriptEnabled: false, viewport });
      const view = await visitor.newPage();
      await view.goto(`/view/page/${importedId}`);
      await expect(view.getByRole('heading', { name: 'Cursos' })).toBeVisible();
      await expect(view.getByRole('link', { name: /Cursos de torno/ })).toBeVisible();
      await expect(view.getByRole('link', { name: /Galería/ })).toBeVisible();
      await expect(view.getByText('Piezas hechas a mano')).toBeVisible();
      await visitor.close();
      await elsewhere.close();
    });
  });
}

test('a private address is refused with a Spanish message in the dialog', async ({ page, openNewPage }) => {
  await openNewPage('Sin importar');
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar una página' });
  await dialog.getByLabel('Dirección de tu página').fill('http://127.0.0.1:1/');
  await dialog.getByRole('button', { name: 'Ver lo que se importará' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('La dirección apunta a una red privada o local, a la que no nos conectamos.');
});

test("the first run offers the import beside 'Crear primera página'", async ({ page, owner }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByText(owner.email)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Crear primera página' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Importar tu página de Linktree u otra' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar una página' });
  await dialog.getByTestId('import-file').setInputFiles({ name: 'ana.html', mimeType: 'text/html', buffer: LINKTREE });
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await dialog.getByRole('checkbox', { name: /foto de perfil/ }).uncheck();
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Página', exact: true })).toHaveText(/^Ana Cocina - \d+$/, { timeout: 30_000 });
});
