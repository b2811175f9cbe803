import { isHttpUrl } from '@shared/href';
import type { PublicDocumentInput, PublicViewData } from '@shared/public-view';
import { resolvePageLook } from '@shared/page-look';
import { DEFAULT_PAGE_LANGUAGE, ogLocaleOf, pageLanguage } from '@shared/page-identity';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImageVersion } from '@shared/share-image';
import { readFontFamily } from '@/blocks/lib/fonts';
import { readBlock } from '@/blocks/lib/item-content';
import { scriptClassNames } from '@/page-scripts/classes';
import { ownProfiles, profilePageJsonLd } from './json-ld';
import { documentTitle, NOT_FOUND_TEXT, NOT_FOUND_TITLE, PRODUCT_NAME, sharingOf } from './page-meta';

const MAX_FONT_PRELOADS = 2;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

function absolute(origin: string, url: string | null): string | null {
  if (!url) return null;
  if (isHttpUrl(url)) return url;
  return /^\/(?!\/)/.test(url) ? `${origin}${url}` : null;
}

function faceName(family: string, bold: boolean, italic: boolean): string {
  return `${family.toLowerCase().replace(/\s+/g, '-')}-latin-${bold ? 700 : 400}-${italic ? 'italic' : 'normal'}`;
}

/**
 * Font faces the page uses, as fontsource names them ('inter-latin-700-normal'), the most visible
 * first: the theme's title face, the text blocks' faces, then the theme's button and body faces.
 */
function usedFontFaces(data: PublicViewData): string[] {
  const faces = new Set<string>();
  const { fonts } = resolvePageLook(data.page);
  if (fonts.heading && data.page.showTitle !== false) faces.add(faceName(fonts.heading, true, false));
  for (const item of data.items) {
    const block = readBlock(item);
    if (block?.type !== 'heading' && block?.type !== 'text') continue;
    const { content } = block;
    // As lib/text-style.ts draws the block: its own font, else the theme's, else Inter.
    const family = content.fontFamily ?? (block.type === 'heading' ? fonts.heading : fonts.body) ?? readFontFamily(undefined);
    const bold = content.fontWeight === 'bold' || (content.fontWeight === undefined && block.type === 'heading');
    faces.add(faceName(family, bold, content.fontStyle === 'italic'));
  }
  if (fonts.body) {
    faces.add(faceName(fonts.body, true, false));
    faces.add(faceName(fonts.body, false, false));
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

function pageHead(data: PublicViewData, origin: string, home: boolean): string {
  const { page } = data;
  const sharing = sharingOf(page, data.items);
  const canonical = home ? `${origin}/` : `${origin}/view/${page.slug}`;
  // The owner's own share image, else the one LinkHub draws from the page (decision 981), whose
  // address changes with what it is drawn from so that a shared link's preview is fetched again.
  const image = sharing.ownImage
    ? absolute(origin, sharing.image)
    : `${origin}/view/${encodeURIComponent(page.slug)}/share.png?v=${shareImageVersion(page)}`;
  const look = resolvePageLook(page);
  const tags = [
    `<title>${escapeHtml(documentTitle(page.title))}</title>`,
    meta('name', 'description', sharing.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('name', 'theme-color', look.background.color),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:locale', ogLocaleOf(page.language)),
    meta('property', 'og:title', sharing.title),
    meta('property', 'og:description', sharing.description),
    meta('property', 'og:url', canonical),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', sharing.title),
    meta('name', 'twitter:description', sharing.description),
  ];
  if (image) {
    const alt = sharing.ownImage ? sharing.title : `${page.title}: ${sharing.description}`;
    tags.push(meta('property', 'og:image', image));
    if (!sharing.ownImage) {
      tags.push(
        meta('property', 'og:image:type', 'image/png'),
        meta('property', 'og:image:width', String(SHARE_IMAGE_WIDTH)),
        meta('property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)),
      );
    }
    tags.push(meta('property', 'og:image:alt', alt), meta('name', 'twitter:image', image), meta('name', 'twitter:image:alt', alt));
  }
  if (data.route === 'preview') tags.push(meta('name', 'robots', 'noindex'));
  // The owner's other profiles, as verifiers read them (Mastodon compares these addresses; the
  // icons' own links go through /go to count clicks; decision 982).
  for (const profile of ownProfiles(data)) tags.push(`<link rel="me" href="${escapeHtml(profile)}">`);
  tags.push(profilePageJsonLd(data, { url: canonical, description: sharing.description, image: absolute(origin, page.profileImage) }));
  return tags.join('');
}

/** The tab's icon: the owner's profile photo on their page, else ours. */
function favicon(data: PublicViewData | null, origin: string): string {
  const photo = data ? absolute(origin, data.page.profileImage) : null;
  return photo ? `<link rel="icon" href="${escapeHtml(photo)}">` : '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
}

/** A password, gate or code screen (issue 36): the page's name, and kept out of search engines. */
function accessHead(data: PublicViewData): string {
  return [`<title>${escapeHtml(documentTitle(data.page.title))}</title>`, meta('name', 'robots', 'noindex')].join('');
}

function notFoundHead(): string {
  return [
    `<title>${escapeHtml(documentTitle(NOT_FOUND_TITLE))}</title>`,
    meta('name', 'description', NOT_FOUND_TEXT),
    meta('name', 'robots', 'noindex'),
  ].join('');
}

/** The whole HTML document around the server-rendered page. */
export function renderDocument(input: PublicDocumentInput, appHtml: string): string {
  const { data, origin, assets, home = false } = input;
  const fonts = data
    ? usedFontFaces(data)
        .map((face) => assets.fonts[face])
        .filter((href): href is string => Boolean(href))
        .slice(0, MAX_FONT_PRELOADS)
    : [];
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    data && input.access ? accessHead(data) : data ? pageHead(data, origin, home) : notFoundHead(),
    favicon(data, origin),
    ...fonts.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`),
    ...preconnects(data, origin).map((href) => `<link rel="preconnect" href="${escapeHtml(href)}">`),
    // Only the CSS this page uses, in the page itself (decision 551); with a script, also the classes
    // of the few elements the script makes.
    ...(assets.pageStyles ? [`<style>${assets.pageStyles(appHtml, data ? scriptClassNames(appHtml) : []).replace(/<\/style/gi, '<\\/style')}</style>`] : []),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // The page reads and works without its script: it loads at low priority, after what paints.
    // The not-found page has nothing for a script to do.
    ...(data ? assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" fetchpriority="low">`) : []),
    ...(data ? assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}" fetchpriority="low"></script>`) : []),
    assets.devHead ?? '',
  ].join('');
  return (
    `<!doctype html><html lang="${data ? pageLanguage(data.page.language) : DEFAULT_PAGE_LANGUAGE}"><head>${head}</head><body>` +
    `<div id="root">${appHtml}</div>` +
    '</body></html>'
  );
}
