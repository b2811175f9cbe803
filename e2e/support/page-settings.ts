import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { apiAs } from './accounts';

export interface OpenedPage {
  id: number;
  slug: string;
  token: string;
}

/** The page as the server has it now. */
export function serverPage(request: APIRequestContext, token: string, id: number) {
  return apiAs(request, token, 'GET', `/api/pages/id/${id}`);
}

export const previewOf = (page: Page) => page.getByRole('region', { name: 'Vista previa móvil' });

/** The card of a tab by its heading. */
export const cardOf = (page: Page, heading: string) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

/** Chooses a file through the picker a button opens, as a person would. */
export async function chooseFile(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

export async function pngFile(name: string, color: string, width = 240, height = 240) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Computed styles of the preview's page: background colour, background image, blur and overlay. */
export function previewStyles(page: Page) {
  return previewOf(page).evaluate((region) => {
    const root = region.firstElementChild as HTMLElement | null;
    const layer = root?.querySelector(':scope > [aria-hidden="true"]');
    const [image, overlay] = layer ? Array.from(layer.children) : [];
    return {
      backgroundColor: root ? getComputedStyle(root).backgroundColor : null,
      backgroundImage: image ? getComputedStyle(image).backgroundImage : null,
      filter: image ? getComputedStyle(image).filter : null,
      overlay: overlay ? getComputedStyle(overlay).backgroundColor : null,
    };
  });
}

/** The PATCH bodies the editor sends for pages, in order. */
export function recordPagePatches(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && /\/api\/pages\/\d+$/.test(new URL(request.url()).pathname)) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}
