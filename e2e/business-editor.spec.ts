import path from 'node:path';
import type { APIRequestContext, Locator } from '@playwright/test';
import { apiAs } from './support/accounts';
import { addBlock } from './support/add-block';
import { fakeOutsideWorld } from './support/external';
import { expect, test } from './support/fixtures';
import { chooseFile, pngFile } from './support/page-settings';
import { toastOf } from './support/toasts';

// Issue 38's editor panels on a phone: 'Horario', a link 'Destacado' with its uploaded image, and a
// 'Plegable' heading, saved on the server. BUSINESS_SHOTS=<folder> saves the panels.

const SHOTS = process.env.BUSINESS_SHOTS;

async function saved(request: APIRequestContext, token: string, pageId: number) {
  return (await apiAs(request, token, 'GET', `/api/pages/${pageId}/items`)) as unknown as { type: string; content: Record<string, unknown> }[];
}

async function fillAndLeave(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

test('on a phone: the hours, a featured link and a collapsible heading are set in their panels', async ({ page, request, openNewPage, context }) => {
  await fakeOutsideWorld(context);
  const opened = await openNewPage('Panadería');
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByTestId('item-card');

  await addBlock(page, 'Horario');
  const hours = cards.nth(0);
  await fillAndLeave(hours.getByLabel('Lunes', { exact: true }), '9-14, 17-20');
  await fillAndLeave(hours.getByLabel('Martes', { exact: true }), 'por la mañana');
  await expect(hours.getByText(/Horario no válido/)).toBeVisible();
  await fillAndLeave(hours.getByLabel('Martes', { exact: true }), '');
  await fillAndLeave(hours.getByLabel(/Días especiales/), '2026-12-25 cerrado');
  if (SHOTS) await hours.screenshot({ path: path.join(SHOTS, 'editor-hours-phone.png') });

  await addBlock(page, 'Enlace');
  const link = cards.nth(1);
  await link.getByRole('radio', { name: 'Destacado' }).click();
  await fillAndLeave(link.getByLabel('URL'), 'pedidos.example.com');
  await fillAndLeave(link.getByLabel('Título'), 'Haz tu pedido');
  await fillAndLeave(link.getByLabel('Descripción (opcional)'), 'Recógelo en 30 minutos.');
  await chooseFile(page, link.getByRole('button', { name: 'Subir imagen' }), await pngFile('pan.png', '#f59e0b', 1200, 630));
  await expect(toastOf(page, 'Imagen subida')).toBeVisible();
  if (SHOTS) await link.screenshot({ path: path.join(SHOTS, 'editor-link-phone.png') });

  await addBlock(page, 'Título');
  const heading = cards.nth(2);
  await fillAndLeave(heading.getByLabel('Texto', { exact: true }), 'Nuestros panes');
  await heading.getByRole('switch', { name: 'Plegable' }).click();

  await expect(async () => {
    const items = await saved(request, opened.token, opened.id);
    expect(items.find((item) => item.type === 'hours')?.content).toMatchObject({ mon: '09:00-14:00, 17:00-20:00', tue: '', exceptions: '2026-12-25 cerrado' });
    expect(items.find((item) => item.type === 'link')?.content).toMatchObject({
      display: 'featured',
      url: 'https://pedidos.example.com/',
      description: 'Recógelo en 30 minutos.',
      imageUrl: expect.stringMatching(/item-images\/[0-9a-f-]{36}\.png$/),
    });
    expect(items.find((item) => item.type === 'heading')?.content).toMatchObject({ text: 'Nuestros panes', collapsible: true });
  }).toPass({ timeout: 15_000 });

  if (SHOTS) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: path.join(SHOTS, 'editor-laptop.png') });
  }
});
