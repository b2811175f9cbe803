import { renderToString } from 'react-dom/server';
import type { PublicDocumentInput } from '@shared/public-view';
import { PublicApp } from './features/public-view';
import { renderDocument } from './features/public-view/lib/document';

/** The public page's HTML, rendered on the server with the components the browser hydrates. */
export function renderPublicDocument(input: PublicDocumentInput): string {
  return renderDocument(input, renderToString(<PublicApp initial={input.data} />));
}
