import { parseContentValue } from '@shared/content-value';
import { isHttpUrl } from '@shared/href';
import { PUBLIC_DATA_ELEMENT_ID, type PublicDocumentInput, type PublicViewData } from '@shared/public-view';
import { readFontFamily } from '../../blocks/lib/fonts';
import { documentTitle, NOT_FOUND_TEXT, NOT_FOUND_TITLE, pageDescription, PRODUCT_NAME } from './page-meta';

const MAX_FONT_PRELOADS = 2;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON inside a <script> element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

function absolute(origin: string, url: string | null): string | null {
  if (!url) return null;
  if (isHttpUrl(url)) return url;
  return /^\/(?!\/)/.test(url) ? `${origin}${url}` : null;
}

/** Font faces the page's text blocks use, as fontsource names them ('inter-latin-700-normal'). */
function usedFontFaces(data: PublicViewData): string[] {
  const faces = new Set<string>();
  for (const item of data.items) {
    if (item.type !== 'heading' && item.type !== 'text') continue;
    const parsed = parseContentValue(item.content);
    const content = parsed.ok && typeof parsed.value === 'object' && parsed.value ? (parsed.value as Record<string, unknown>) : {};
    const family = readFontFamily(content.fontFamily).toLowerCase().replace(/\s+/g, '-');
    const bold = content.fontWeight === 'bold' || (content.fontWeight === undefined && item.type === 'heading');
    faces.add(`${family}-latin-${bold ? 700 : 400}-${content.fontStyle === 'italic' ? 'italic' : 'normal'}`);
  }
  return [...faces];
}

/** Other servers the first images come from (the profile image), reached early. */
function preconnects(data: PublicViewData | null, origin: string): string[] {
  const image = data?.page.profileImage;
  if (!image || !isHttpUrl(image)) return [];
  const imageOrigin = new URL(image).origin;
  return imageOrigin === origin ? [] : [imageOrigin];
}

function pageHead(data: PublicViewData, origin: string): string {
  const { page } = data;
  const title = documentTitle(page.title);
  const description = pageDescription(page, data.items);
  const canonical = `${origin}/view/${page.slug}`;
  const image = absolute(origin, page.profileImage);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:locale', 'es_ES'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ];
  if (image) {
    const alt = `Foto de perfil de ${page.title}`;
    tags.push(meta('property', 'og:image', image), meta('property', 'og:image:alt', alt));
    tags.push(meta('name', 'twitter:image', image), meta('name', 'twitter:image:alt', alt));
  }
  if (data.route === 'preview') tags.push(meta('name', 'robots', 'noindex'));
  return tags.join('');
}

function notFoundHead(): string {
  return [
    `<title>${escapeHtml(documentTitle(NOT_FOUND_TITLE))}</title>`,
    meta('name', 'description', NOT_FOUND_TEXT),
    meta('name', 'robots', 'noindex'),
  ].join('');
}

/** The whole HTML document around the server-rendered app. */
export function renderDocument(input: PublicDocumentInput, appHtml: string): string {
  const { data, origin, assets } = input;
  const fonts = data
    ? usedFontFaces(data)
        .map((face) => assets.fonts[face])
        .filter((href): href is string => Boolean(href))
        .slice(0, MAX_FONT_PRELOADS)
    : [];
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    data ? pageHead(data, origin) : notFoundHead(),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...fonts.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`),
    ...preconnects(data, origin).map((href) => `<link rel="preconnect" href="${escapeHtml(href)}">`),
    // Every stylesheet chunk of the public entry in one element, in build order.
    ...(assets.inlineStyles?.length ? [`<style>${assets.inlineStyles.join('\n').replace(/<\/style/gi, '<\\/style')}</style>`] : []),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // The page reads and works without its script: it loads at low priority, after what paints.
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" fetchpriority="low">`),
    ...assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}" fetchpriority="low"></script>`),
    assets.devHead ?? '',
  ].join('');
  return (
    `<!doctype html><html lang="es"><head>${head}</head><body>` +
    `<div id="root">${appHtml}</div>` +
    `<script id="${PUBLIC_DATA_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>` +
    '</body></html>'
  );
}
