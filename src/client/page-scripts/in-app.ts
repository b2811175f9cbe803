import { copyAddress } from './chrome';
import { SCRIPT_CLASSES as C } from './classes';
import { element } from './dom';
import { inAppBrowser } from './in-app-browser';

/**
 * The bar of Instagram's, Facebook's and TikTok's in-app browsers (issue 38, LinkStack #936): they
 * open links in a small web view where downloads, sign-ins and some sites fail. The bar offers
 * 'Abrir en el navegador' (on Android an intent: address, which the system hands to the visitor's
 * browser; elsewhere the page's https address in a new window) and 'Copiar enlace' as the fallback.
 * Decided here, from the user agent, so the server's page (one cached copy for everyone) stays the
 * same for every browser; loaded only in those apps (entry.ts).
 */

/** Where 'Abrir en el navegador' leads: on Android an intent for the page's address, else the address. */
export function openInBrowserHref(pageUrl: string, userAgent: string): string {
  const url = new URL(pageUrl);
  if (!/\bAndroid\b/i.test(userAgent)) return url.href;
  const scheme = url.protocol.slice(0, -1);
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};S.browser_fallback_url=${encodeURIComponent(url.href)};end`;
}

export function install(): void {
  const app = inAppBrowser(navigator.userAgent);
  if (!app || document.querySelector('[data-testid="in-app-bar"]')) return;
  const pageUrl = window.location.href.split('#')[0] ?? window.location.href;
  const bar = element('aside', C.inAppBar);
  bar.setAttribute('aria-label', 'Abrir en el navegador');
  bar.dataset.testid = 'in-app-bar';
  bar.append(element('p', C.inAppText, `Estás en el navegador de ${app}: algunas funciones pueden fallar.`));
  const open = element('a', C.footerButton, 'Abrir en el navegador');
  open.href = openInBrowserHref(pageUrl, navigator.userAgent);
  if (!open.href.startsWith('intent:')) {
    open.target = '_blank';
    open.rel = 'noopener';
  }
  const copy = element('button', C.inAppCopy, 'Copiar enlace');
  copy.type = 'button';
  copy.addEventListener('click', () => {
    void copyAddress(pageUrl).then((copied) => {
      if (copied) copy.textContent = 'Enlace copiado';
    });
  });
  bar.append(open, copy);
  document.body.prepend(bar);
}
