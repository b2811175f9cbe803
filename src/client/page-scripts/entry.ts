// The public page's only script (decision 551): no React, no hydration. The page is whole and works
// without it; this adds 'Compartir', 'Volver' through history and the footer bar handed over in
// history state, then loads the module of each part the page has (data-part), each its own small
// chunk. After a subpage opens in place, the parts of the new page are loaded the same way.
import '../public.css';
// The block fonts' faces; the server sends a page only the faces its text uses.
import '../features/public-view/fonts.css';
import { enhanceChrome } from './chrome';
import { PAGE_SHOWN } from './events';
import { inAppBrowser } from './in-app-browser';

interface PartModule {
  install(): void;
}

const PARTS: Record<string, () => Promise<PartModule>> = {
  contact: () => import('./contact'),
  embed: () => import('./embeds'),
  subpage: () => import('./subpages'),
  inApp: () => import('./in-app'),
};
const installed = new Map<string, Promise<void>>();

function loadParts(): Promise<unknown> {
  const names = new Set([...document.querySelectorAll<HTMLElement>('[data-part]')].map((part) => part.dataset.part ?? ''));
  // Instagram's, Facebook's and TikTok's in-app browsers get the 'Abrir en el navegador' bar.
  if (inAppBrowser(navigator.userAgent)) names.add('inApp');
  return Promise.all(
    [...names].map((name) => {
      const load = PARTS[name];
      if (!load) return undefined;
      let loading = installed.get(name);
      if (!loading) {
        loading = load().then((part) => part.install());
        installed.set(name, loading);
      }
      return loading;
    }),
  );
}

function pageShown(): Promise<unknown> {
  enhanceChrome();
  return loadParts();
}

document.addEventListener(PAGE_SHOWN, () => void pageShown().catch(warn));

function warn(error: unknown) {
  console.warn('La página funciona sin JavaScript; no se pudo cargar:', error);
}

// `data-enhanced` tells the stylesheet (what needs the script shows) and the browser tests that the
// script has taken over.
void pageShown()
  .catch(warn)
  .finally(() => {
    document.documentElement.dataset.enhanced = '';
  });
