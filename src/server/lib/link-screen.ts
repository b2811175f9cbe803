import { escapeHtml } from '../modules/auth/mailer';

const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827}main{max-width:28rem;margin:4rem auto;padding:1.5rem;background:#fff;border-radius:1rem}' +
  'h1{font-size:1.4rem;margin:0 0 .75rem}p{line-height:1.5}button{min-height:2.75rem;padding:.6rem 1.25rem;border:0;border-radius:9999px;background:#111827;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}' +
  'button:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}';

/**
 * A small page of its own for a link in a mail (a subscriber's, the weekly report's): no script,
 * never indexed, readable on any phone.
 */
export function linkScreen(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** A button that POSTs: a mail scanner's GET of the link changes nothing. */
export const postButton = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;
