import type { HTMLElement } from 'node-html-parser';
import type { Draft } from './draft';
import { absoluteUrl, metaContent } from './extract-generic';

/** LittleLink (and pages built on it) mark each button `class="button button-<brand>"`. */
export const isLittleLink = (document: HTMLElement) => document.querySelector('a.button[class*="button-"]') !== null;

/** A LittleLink page from its markup: the name, the line under it, the avatar and each button. */
export function extractLittleLink(document: HTMLElement, baseUrl: string | null): Draft {
  const avatar = document.querySelector('img.avatar');
  const draft: Draft = {
    source: 'littlelink',
    title: document.querySelector('h1')?.textContent ?? document.querySelector('title')?.textContent ?? '',
    bio: document.querySelector('h1 ~ p, .container > p')?.textContent ?? metaContent(document, 'description'),
    profileImageUrl: absoluteUrl(avatar?.getAttribute('src'), baseUrl),
    socials: [],
    blocks: [],
    skipped: [],
  };
  for (const button of document.querySelectorAll('a.button')) {
    const url = absoluteUrl(button.getAttribute('href'), baseUrl);
    const title = button.textContent;
    if (url) draft.blocks.push({ type: 'link', title, url, visible: true });
    else draft.skipped.push({ name: title.trim() || 'Botón sin dirección', reason: 'dirección no válida' });
  }
  return draft;
}
