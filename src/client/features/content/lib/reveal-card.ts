/** What a finger or the keyboard fills in first in a card's quick-edit panel. */
const FIELD = 'input:not([type="hidden"]), textarea, select, [role="combobox"], [role="switch"], button';

/** Room kept free at the bottom of the screen: the floating 'Agregar contenido' below 1024 px. */
const BOTTOM_ROOM_PX = 96;

/**
 * Scrolls a block just added or pasted so that its header and its first field are on screen
 * (issue 32, decision 542): its top below the sticky header (the card's scroll-margin-top), and
 * further down if the first field would still be under the fold or the floating add button.
 */
export function revealCard(card: HTMLElement): void {
  // An off-screen card is not laid out (content-visibility, issue 13): the page would end at its
  // placeholder's height and the scroll stop short. Laid out while it scrolls in; on screen it stays so.
  const box = card.firstElementChild instanceof HTMLElement ? card.firstElementChild : null;
  if (box) {
    box.style.contentVisibility = 'visible';
    setTimeout(() => box.style.removeProperty('content-visibility'), 1500);
  }
  const topRoom = Number.parseFloat(getComputedStyle(card).scrollMarginTop) || 0;
  const cardTop = card.getBoundingClientRect().top;
  let by = cardTop - topRoom;
  const field = card.querySelector<HTMLElement>(`[data-quick-edit] :is(${FIELD})`);
  if (field) {
    const fieldBottom = field.getBoundingClientRect().bottom - by;
    const over = fieldBottom - (window.innerHeight - BOTTOM_ROOM_PX);
    if (over > 0) by += over;
  }
  // At once, not smoothly: a smooth scroll was cut short at its start while the card laid itself out.
  window.scrollBy({ top: by, behavior: 'auto' });
}
