import { type FooterBarState, readNavigationState } from '@/features/public-view/lib/navigation-state';
import { SCRIPT_CLASSES as C } from './classes';
import { element } from './dom';

const COPIED_FOR_MS = 2500;
let listening = false;

/**
 * What every public page gets from its script: 'Compartir' (Web Share, else the address copied),
 * 'Volver' through history on a page opened by id without a parent, and the footer bar handed over
 * in history state (spec section 2). Called again after a subpage opens in place.
 */
export function enhanceChrome(): void {
  if (!listening) {
    listening = true;
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', showFooter);
  }
  const back = document.querySelector<HTMLButtonElement>('button[data-back]');
  // Shown only when this tab has a page to go back to.
  if (back) back.hidden = window.history.length <= 1;
  showFooter();
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const share = target?.closest<HTMLButtonElement>('button[data-share]');
  if (share) void sharePage(share);
  else if (target?.closest('button[data-back]')) window.history.back();
}

async function sharePage(button: HTMLButtonElement) {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: button.dataset.share ?? document.title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  if (await copyAddress(url)) showCopied(button);
}

/** Puts `url` on the clipboard; where the browser refuses, shows it to copy by hand. True when copied. */
export async function copyAddress(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    window.prompt('Copia el enlace de la página:', url);
    return false;
  }
}

const timers = new WeakMap<HTMLButtonElement, ReturnType<typeof setTimeout>>();

/** 'Copiado' on the button and the status under it, for a moment. */
function showCopied(button: HTMLButtonElement) {
  const label = button.querySelector('[data-share-label]');
  const status = button.parentElement?.querySelector<HTMLElement>('[role="status"]');
  const set = (copied: boolean) => {
    if (label) label.textContent = copied ? 'Copiado' : 'Compartir';
    if (status) {
      status.textContent = copied ? 'Enlace copiado al portapapeles' : '';
      status.className = copied ? C.statusShown : 'sr-only';
    }
  };
  set(true);
  clearTimeout(timers.get(button));
  timers.set(
    button,
    setTimeout(() => set(false), COPIED_FOR_MS),
  );
}

/** The footer bar of this history entry's state, if it has one; replaces the previous one. */
function showFooter() {
  document.querySelector('[data-testid="footer-bar"]')?.remove();
  const main = document.querySelector('main');
  const footer = readNavigationState(window.history.state).footer;
  main?.classList.toggle(C.roomForFloatingFooter, Boolean(footer?.floating));
  main?.classList.toggle(C.roomBelow, !footer?.floating);
  if (!footer || !main) return;
  main.after(footerBar(footer));
}

function footerBar(footer: FooterBarState): HTMLElement {
  const bar = element('aside', `${footer.floating ? C.footerFloating : C.footerInline} ${C.footer}`);
  bar.setAttribute('aria-label', 'Barra inferior');
  bar.dataset.testid = 'footer-bar';
  if (footer.text) bar.append(element('p', C.footerText, footer.text));
  if (footer.buttonUrl && footer.buttonText) {
    const button = element('a', C.footerButton, footer.buttonText);
    button.href = footer.buttonUrl;
    if (footer.buttonDownload) button.setAttribute('download', '');
    else {
      button.target = '_blank';
      button.rel = 'noopener noreferrer';
    }
    bar.append(button);
  }
  return bar;
}
