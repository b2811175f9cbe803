import { type Page, expect } from '@playwright/test';
import { scrollSettled } from './add-block';

/**
 * Keyboard only: `key` (Space or Enter) picks card `from` up, ArrowDown/ArrowUp (25 px each, the
 * window scrolling along when the card has far to go) until dnd-kit's live region says it is over
 * position `to`, and `key` drops it. Fails, with the number of presses, if that announcement never
 * comes (the drag stalled).
 */
export async function moveByKeyboard(page: Page, from: number, to: number, key = 'Space') {
  // A block just added scrolls itself into view: a drag begun while that scroll runs can end where it began.
  await scrollSettled(page);
  const cards = page.getByTestId('item-card');
  const count = await cards.count();
  const handle = cards.nth(from).getByRole('button', { name: /^Arrastrar para reordenar/ });
  await handle.focus();
  await page.keyboard.press(key);
  const announcer = page.locator('[id^="DndLiveRegion"]');
  await expect(announcer).toContainText(/Has tomado|está sobre/);
  await expect(handle).toBeFocused();
  const arrow = to > from ? 'ArrowDown' : 'ArrowUp';
  const target = `sobre la posición ${to + 1} de ${count}`;
  let presses = 0;
  for (; presses < 400; presses += 1) {
    if ((await announcer.textContent())?.includes(target)) break;
    await page.keyboard.press(arrow);
  }
  expect(await announcer.textContent(), `after ${presses} presses`).toContain(target);
  // The picked-up card (its compact preview) stays inside the window.
  // (A drag dropped just before may still be animating its own preview away.)
  await expect(page.locator('[data-drag-preview]')).toHaveCount(1);
  const overlay = await page.locator('[data-drag-preview]').boundingBox();
  expect(overlay).not.toBeNull();
  expect(overlay!.y).toBeGreaterThanOrEqual(0);
  expect(overlay!.y + overlay!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await page.keyboard.press(key);
  await expect(announcer).toContainText('Has soltado');
}
