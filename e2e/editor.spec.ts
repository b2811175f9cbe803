import type { Page } from '@playwright/test';
import { holdRequests } from './support/hold';
import { apiAs } from './support/accounts';
import { expect, openApp, signedInOwner, test } from './support/fixtures';
import { toastOf } from './support/toasts';

const pageIdFromUrl = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

async function openPageMenu(page: Page) {
  await page.getByRole('button', { name: 'Acciones de la página' }).click();
  return page.getByRole('menu');
}

test('create, select, duplicate and delete pages', async ({ page, owner }) => {
  await openApp(page, owner);
  await expect(page.getByText('No se encontró ninguna página para editar.')).toBeVisible();

  // /create-page: a title, 'Nueva Página' by default, then the editor of the new page.
  await page.getByRole('link', { name: 'Crear primera página' }).click();
  await expect(page).toHaveURL('/create-page');
  await expect(page.getByLabel('Título de la página')).toHaveValue('Nueva Página');
  await page.getByLabel('Título de la página').fill('Mi Portada');
  await page.getByRole('button', { name: 'Crear página' }).click();
  await expect(page).toHaveURL(/\/edit\/\d+$/);
  const firstId = pageIdFromUrl(page);

  // The frame: selector, tabs, preview.
  const selector = page.getByRole('combobox', { name: 'Página', exact: true });
  await expect(selector).toHaveText(`Mi Portada - ${firstId}`);
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText(['Contenido', 'Apariencia', 'Ajustes', 'Estadísticas', 'Suscriptores']);
  await expect(page.getByRole('tab', { name: 'Contenido' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Contenido', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Apariencia' }).click();
  await expect(page.getByRole('heading', { name: 'Apariencia', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Ajustes' }).click();
  await expect(page.getByRole('heading', { name: 'Ajustes', exact: true })).toBeVisible();

  const preview = page.getByRole('complementary', { name: 'Vista previa' });
  await expect(preview.getByRole('heading', { name: 'Vista previa' })).toBeVisible();
  const open = preview.getByRole('link', { name: /Abrir/ });
  await expect(open).toHaveAttribute('href', '/view/mi-portada');
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);
  const frame = preview.getByRole('region', { name: 'Vista previa móvil' });
  expect((await frame.boundingBox())?.height).toBe(568);
  expect((await preview.boundingBox())?.width).toBe(422);
  await expect(frame.getByText('Mi Portada')).toBeVisible();

  // 'Nueva página' creates 'Nueva Página' at once and opens it.
  const releaseCreate = await holdRequests(page, '**/api/pages', { method: 'POST' });
  await page.getByRole('button', { name: 'Nueva página' }).click();
  await expect(page.getByRole('button', { name: 'Creando...' })).toBeDisabled();
  releaseCreate();
  await expect(page).not.toHaveURL(`/edit/${firstId}`);
  await expect(page).toHaveURL(/\/edit\/\d+$/);
  const secondId = pageIdFromUrl(page);
  await expect(selector).toHaveText(`Nueva Página - ${secondId}`);

  // The selector lists every page as 'title - id'; choosing one opens it.
  await selector.click();
  await expect(page.getByRole('option')).toHaveText([`Mi Portada - ${firstId}`, `Nueva Página - ${secondId}`]);
  await page.getByRole('option', { name: `Mi Portada - ${firstId}` }).click();
  await expect(page).toHaveURL(`/edit/${firstId}`);

  await page.getByRole('button', { name: 'Refrescar Lista' }).click();
  await expect(toastOf(page, 'Lista de páginas actualizada')).toBeVisible();

  // Duplicate: the copy opens.
  const releaseDuplicate = await holdRequests(page, '**/duplicate');
  const menu = await openPageMenu(page);
  await menu.getByRole('menuitem', { name: 'Duplicar página' }).click();
  await expect(page.getByRole('menuitem', { name: 'Duplicando...' })).toBeVisible();
  releaseDuplicate();
  await expect(page).toHaveURL(/\/edit\/\d+$/);
  await expect(page).not.toHaveURL(`/edit/${firstId}`);
  const copyId = pageIdFromUrl(page);
  await expect(selector).toHaveText(`Mi Portada (copia) - ${copyId}`);

  // Delete: the confirmation, 'Cancelar', then the real thing.
  await (await openPageMenu(page)).getByRole('menuitem', { name: 'Eliminar página' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: '¿Estás seguro?' })).toBeVisible();
  await expect(dialog).toContainText(
    'Esta acción no se puede deshacer. Esto eliminará permanentemente la página y todo su contenido asociado.',
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/edit/${copyId}`);

  const releaseDelete = await holdRequests(page, `**/api/pages/${copyId}`, { method: 'DELETE' });
  await (await openPageMenu(page)).getByRole('menuitem', { name: 'Eliminar página' }).click();
  await dialog.getByRole('button', { name: 'Sí, eliminar página' }).click();
  await expect(dialog.getByRole('button', { name: 'Eliminando...' })).toBeDisabled();
  releaseDelete();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/edit/${firstId}`);
  await selector.click();
  await expect(page.getByRole('option')).toHaveText([`Mi Portada - ${firstId}`, `Nueva Página - ${secondId}`]);
  await page.keyboard.press('Escape');

  // Deleting every page leads back to the empty state.
  for (const id of [firstId, secondId]) {
    await page.goto(`/edit/${id}`);
    await (await openPageMenu(page)).getByRole('menuitem', { name: 'Eliminar página' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, eliminar página' }).click();
    await expect(page).not.toHaveURL(`/edit/${id}`);
  }
  await expect(page).toHaveURL('/');
  await expect(page.getByText('No se encontró ninguna página para editar.')).toBeVisible();
});

test('/ opens the first page, replacing history', async ({ page, request, owner }) => {
  const { token } = owner;
  const first = await apiAs(request, token, 'POST', '/api/pages', { title: 'Primera' });
  await apiAs(request, token, 'POST', '/api/pages', { title: 'Segunda' });

  await page.goto('/otra-ruta');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(`/edit/${first.id}`);
  await page.goBack();
  await expect(page).toHaveURL('/otra-ruta');
});

test('the subpage bar goes back to the parent page', async ({ page, request, owner }) => {
  const { token } = owner;
  const parent = await apiAs(request, token, 'POST', '/api/pages', { title: 'Padre' });
  await apiAs(request, token, 'POST', `/api/pages/${parent.id}/items`, {
    type: 'subpage',
    content: { title: 'Mi Subpágina', pageId: 0 },
  });
  const pages = (await (await request.get('/api/pages', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    id: number;
    parentPageId: number | null;
  }[];
  const child = pages.find((entry) => entry.parentPageId === parent.id)!;

  await page.goto(`/edit/${parent.id}`);
  await expect(page.getByRole('tab', { name: 'Contenido' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a página padre' })).toHaveCount(0);

  const releaseItems = await holdRequests(page, `**/api/pages/${child.id}/items`);
  await page.goto(`/edit/${child.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Cargando editor...' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando vista previa...' })).toBeVisible();
  releaseItems();
  await expect(page.getByText('Editando Subpágina: Mi Subpágina')).toBeVisible();
  await expect(page).toHaveTitle('Mi Subpágina · Editor | LinkHub');
  await page.getByRole('button', { name: 'Volver a página padre' }).click();
  await expect(page).toHaveURL(`/edit/${parent.id}`);
  await expect(page.getByRole('combobox', { name: 'Página', exact: true })).toHaveText(`Padre - ${parent.id}`);
});

test("another owner's page, or one that does not exist, is not opened", async ({ browser, request, baseURL, owner }) => {
  const theirs = await apiAs(request, owner.token, 'POST', '/api/pages', { title: 'Privada' });

  const context = await browser.newContext();
  const other = await context.newPage();
  await openApp(other, await signedInOwner(context, baseURL as string));
  await other.goto(`/edit/${theirs.id}`);
  await expect(other.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(other.getByText('Privada')).toHaveCount(0);
  await other.goto('/edit/999999');
  await expect(other.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await other.goto('/edit/abc');
  await expect(other.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await context.close();
});

test('the 404 screen', async ({ page }) => {
  const response = await page.goto('/esta/ruta/no/existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('¿Olvidaste añadir la página al router?')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/login');
});
