import { SCRIPT_CLASSES as C } from './classes';
import { closeIcon, element } from './dom';

/**
 * The contact card's dialog (decision 300): without the script the card is a <details> that unfolds
 * in place; with it, pressing the card opens a modal <dialog> with the same contact (the browser's
 * own: focus trap, Escape, focus given back on close). Built from the card's own HTML.
 */
export function install(): void {
  document.addEventListener('click', (event) => {
    const summary = event.target instanceof Element ? event.target.closest('details[data-part="contact"] > summary') : null;
    const card = summary?.parentElement;
    if (!card || typeof HTMLDialogElement !== 'function') return;
    event.preventDefault();
    open(card);
  });
}

let dialogs = 0;

function open(card: HTMLElement) {
  const header = card.querySelector('summary [data-contact-header]')?.cloneNode(true);
  const details = card.querySelector('[data-contact-details]')?.firstElementChild?.cloneNode(true);
  if (!(header instanceof HTMLElement) || !(details instanceof HTMLElement)) return;
  const titleId = `contacto-${++dialogs}`;
  // In the dialog the name is its title and the subtitle is grey on white.
  const name = header.querySelector('[data-contact-name]');
  if (name) {
    const title = element('h2', name.className, name.textContent ?? '');
    title.id = titleId;
    name.replaceWith(title);
  }
  header.querySelector('[data-contact-subtitle]')?.classList.add(C.dialogSubtitle);

  const dialog = element('dialog', C.dialog);
  dialog.setAttribute('aria-labelledby', titleId);
  const close = element('button', C.close);
  close.type = 'button';
  close.setAttribute('aria-label', 'Cerrar');
  close.append(closeIcon(C.icon));
  close.addEventListener('click', () => dialog.close());
  const title = element('div', C.dialogTitle);
  title.append(header);
  const head = element('div', C.dialogHead);
  head.append(title, close);
  const body = element('div', C.dialogBody);
  body.append(head, details);
  dialog.append(body);
  // A press on the backdrop (the dialog itself, outside its body) closes it.
  dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}
