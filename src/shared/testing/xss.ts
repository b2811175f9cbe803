import { BLOCKS, BLOCK_TYPES, type BlockType, sampleBlockContent } from '../blocks';

/** Markup that runs script if a renderer ever writes a text field as HTML. */
export const XSS_TEXT = `"><script>window.__xss=1;alert(1)</script><img src=x onerror="alert(2)"><svg onload=alert(3)>'`;
/** URLs a renderer must never turn into links, images or frames. */
export const XSS_URLS = ['javascript:alert(4)', ' JaVaScRiPt:alert(5)', 'data:text/html,<script>alert(6)</script>', 'vbscript:msgbox(7)'];

/** Fields that hold a URL (validated as http(s) by the schemas). */
const isUrlField = (name: string) => /url$|website|favicon/i.test(name);

type Shape = Record<string, { safeParse(value: unknown): { success: boolean } }>;

function shapeOf(type: BlockType): Shape {
  return (BLOCKS[type].schema as unknown as { shape: Shape }).shape;
}

/** Every field of a block type that accepts free text, and every URL field. */
export function hostileFields(type: BlockType): { text: string[]; url: string[] } {
  const shape = shapeOf(type);
  const names = Object.keys(shape);
  return {
    url: names.filter(isUrlField),
    text: names.filter((name) => !isUrlField(name) && shape[name]?.safeParse(XSS_TEXT).success),
  };
}

/** A block's content with the payload in every text field (what the API accepts and stores). */
export function hostileTextContent(type: BlockType): Record<string, unknown> {
  const content: Record<string, unknown> = sampleBlockContent(type);
  for (const field of hostileFields(type).text) content[field] = XSS_TEXT;
  if (type === 'youtube') content.videoId = 'dQw4w9WgXcQ';
  if (type === 'link' || type === 'pdf') content.url = 'https://ejemplo.example/seguro';
  return content;
}

/** The same content with a hostile URL in every URL field (only reachable by bypassing the API). */
export function hostileUrlContent(type: BlockType, url: string): Record<string, unknown> {
  const content = hostileTextContent(type);
  for (const field of hostileFields(type).url) content[field] = url;
  return content;
}

export { BLOCK_TYPES };

const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * What a rendered document must never hold: script elements other than the page's own, event
 * handler attributes, SVGs from payloads, or links/sources outside http(s)/mailto/tel/same-site.
 */
export function xssProblems(root: ParentNode, allowedScripts: (script: Element) => boolean = () => false): string[] {
  const problems: string[] = [];
  for (const script of root.querySelectorAll('script')) {
    if (!allowedScripts(script)) problems.push(`script element: ${script.outerHTML.slice(0, 120)}`);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) {
      if (/^on/i.test(attribute)) problems.push(`${element.tagName} has ${attribute}`);
    }
    for (const attribute of ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data']) {
      const value = element.getAttribute(attribute);
      if (value === null) continue;
      if (attribute === 'src' && /^blob:|^data:image\//i.test(value)) continue;
      if (!SAFE_LINK.test(value.trim())) problems.push(`${element.tagName} ${attribute}="${value.slice(0, 80)}"`);
    }
  }
  if (root.querySelector('img[src="x"]')) problems.push('payload <img> became an element');
  if (root.querySelector('svg[onload]')) problems.push('payload <svg> became an element');
  return problems;
}
