import type { Page } from '@playwright/test';

/**
 * A notification by its text. Radix announces a toast through a role="status" element that lives
 * for one second only; the toast itself is a list item of the 'Notificaciones (F8)' region.
 */
export const toastOf = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /^Notificaciones/ }).getByRole('listitem').filter({ hasText: text });

