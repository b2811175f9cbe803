/**
 * How much room a block takes (decision 850): its content's bytes as JSON, and an upper bound of
 * the bytes it adds to the public page's HTML. Free of Zod and of Node's Buffer: the server checks
 * writes with it, the benchmark and the tests build the largest page with it.
 */

/** Bytes of a string in UTF-8 (a lone surrogate counts as the replacement character, 3 bytes). */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < value.length && (value.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

/** A content's size as JSON in UTF-8: what the database keeps and the API sends. */
export function contentBytes(content: unknown): number {
  return utf8Length(JSON.stringify(content) ?? '');
}

/** What React and the document writer turn each character into inside HTML text or attributes. */
const HTML_ESCAPES: Record<string, number> = { '&': 5, '<': 4, '>': 4, '"': 6, "'": 6 };
/** Inside the page's JSON data (`<script type="application/json">`): `<` and U+2028/2029 escaped. */
const SCRIPT_ESCAPES: Record<string, number> = { '<': 6, '\u2028': 6, '\u2029': 6, '"': 2, '\\': 2 };

function htmlBytes(value: string): number {
  let extra = 0;
  for (const char of value) extra += (HTML_ESCAPES[char] ?? 1) - 1;
  return utf8Length(value) + extra;
}

function scriptBytes(value: string): number {
  let extra = 0;
  for (let index = 0; index < value.length; index++) {
    const char = value[index] as string;
    const code = value.charCodeAt(index);
    // JSON.stringify writes other controls as \u00XX, and lone surrogates as \uXXXX.
    if (code < 0x20) extra += 5;
    else extra += (SCRIPT_ESCAPES[char] ?? 1) - 1;
  }
  return utf8Length(value) + extra + 2;
}

/**
 * Times one string of a block can appear in the page's visible HTML: a contact's e-mail is its
 * text and its mailto: link; an image's address is its src and its link. Its JSON copy (for the
 * browser to take over the page) comes on top. `render-bound.test.ts` renders the largest content
 * of every type and fails if a renderer ever shows a field more often.
 */
const HTML_COPIES = 2;
/** Markup of one block around its text (elements, classes, icons), generously. */
const BLOCK_MARKUP_BYTES = 4096;

/**
 * An upper bound of the bytes a block adds to the public page: its markup, each string escaped
 * as HTML `HTML_COPIES` times, and the whole content again as escaped JSON.
 */
export function renderedBytes(content: unknown): number {
  let total = BLOCK_MARKUP_BYTES;
  const visit = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      total += HTML_COPIES * htmlBytes(value) + scriptBytes(value);
    } else if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
      total += 24;
    } else if (typeof value === 'object' && depth < 64) {
      for (const [key, entry] of Object.entries(value)) {
        total += scriptBytes(key) + 2;
        visit(entry, depth + 1);
      }
    }
  };
  visit(content, 0);
  return total;
}

/** One block's share of its page: what is checked against `LIMITS` when content is written. */
export interface BlockRoom {
  contentBytes: number;
  renderedBytes: number;
}

/** The room of a block: its content, plus its item-level link when it has one. */
export function blockRoom(block: { content: unknown; linkUrl?: string | null | undefined }): BlockRoom {
  const link = block.linkUrl ?? null;
  return {
    contentBytes: contentBytes(block.content),
    renderedBytes: renderedBytes(link === null ? block.content : { content: block.content, linkUrl: link }),
  };
}

/**
 * Room the page itself takes in its HTML whatever its blocks: the document, the inlined stylesheet,
 * the title in its meta tags, the profile and background images. The blocks share the rest of
 * `LIMITS.pageRenderBytes`.
 */
export const PAGE_SHELL_BYTES = 256 * 1024;

/** Which cap a page's blocks pass, if any (decision 850). */
export function pageRoomExceeded(
  blocks: readonly BlockRoom[],
  limits: { pageContentBytes: number; pageRenderBytes: number },
): 'content' | 'render' | null {
  let content = 0;
  let rendered = PAGE_SHELL_BYTES;
  for (const block of blocks) {
    content += block.contentBytes;
    rendered += block.renderedBytes;
  }
  if (content > limits.pageContentBytes) return 'content';
  if (rendered > limits.pageRenderBytes) return 'render';
  return null;
}
