import { navigationState } from '@/features/public-view/lib/navigation-state';
import { PAGE_SHOWN } from './events';

/** A public page as the server sent it: what is put in place of the shown one. */
interface Shown {
  title: string;
  /** The page's language, `<html lang>` (issue 38). */
  lang: string;
  style: string;
  canonical: string;
  root: string;
}

const pages = new Map<string, Shown>();

function shownOf(doc: Document): Shown {
  return {
    title: doc.title,
    lang: doc.documentElement.lang,
    style: doc.querySelector('head > style')?.textContent ?? '',
    canonical: doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ?? '',
    root: doc.getElementById('root')?.innerHTML ?? '',
  };
}

/**
 * Subpages opened in place (spec section 2): a subpage card, or 'Volver' to the parent, replaces the
 * page with the server's HTML of the other one (fetched once, which counts its view as a visit
 * would) and adds a history entry; the subpage's entry carries its parent's slug ({usr: {parentSlug}},
 * decision 302). Back and forward show the pages kept. Without the script both are plain links.
 */
export function install(): void {
  pages.set(window.location.pathname, shownOf(document));
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-part="subpage"]') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const path = link.getAttribute('href');
    if (!path?.startsWith('/view/')) return;
    event.preventDefault();
    const parentSlug = link.dataset.back === undefined ? currentSlug() : null;
    window.history.pushState(navigationState(parentSlug ? { parentSlug } : {}), '', path);
    window.scrollTo(0, 0);
    void show(path);
  });
  window.addEventListener('popstate', () => void show(window.location.pathname));
}

/** The shown page's slug, from its canonical address (always /view/{slug}). */
function currentSlug(): string | null {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  return /\/view\/([a-z0-9-]+)$/.exec(canonical)?.[1] ?? null;
}

let latest = 0;

async function show(path: string) {
  const request = ++latest;
  let shown = pages.get(path);
  if (!shown) {
    try {
      const answer = await fetch(path, { headers: { accept: 'text/html' } });
      shown = shownOf(new DOMParser().parseFromString(await answer.text(), 'text/html'));
      if (answer.ok) pages.set(path, shown);
    } catch {
      // Offline or cut: the browser's own page load says so.
      if (request === latest) window.location.assign(path);
      return;
    }
  }
  if (request !== latest) return;
  put(shown);
}

function put(shown: Shown) {
  document.title = shown.title;
  if (shown.lang) document.documentElement.lang = shown.lang;
  const style = document.querySelector('head > style');
  if (style) style.textContent = shown.style;
  document.querySelector('link[rel="canonical"]')?.setAttribute('href', shown.canonical);
  const root = document.getElementById('root');
  if (root) root.innerHTML = shown.root;
  document.dispatchEvent(new Event(PAGE_SHOWN));
}
