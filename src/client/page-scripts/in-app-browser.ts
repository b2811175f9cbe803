/** The in-app browsers that get the 'Abrir en el navegador' bar (issue 38), by their user agent's marks. */
const APPS: readonly [name: string, pattern: RegExp][] = [
  ['Instagram', /\bInstagram\b/i],
  ['Facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\bMessenger/i],
  ['TikTok', /\bmusical_ly|\bBytedanceWebview|\bTikTok\b|\btrill_/i],
];

/** The app whose browser this is, or null in any other browser. */
export function inAppBrowser(userAgent: string): string | null {
  return APPS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}
