import { Download, FileText } from 'lucide-react';
import { formatFileSize } from '@shared/file-size';
import { isHttpUrl } from '@shared/href';
import { BUTTON, CARD, FOCUS } from '../lib/card';
import { readNumber, readString } from '../lib/content';
import { useGoHref } from '../lib/go-link';
import type { BlockRendererProps } from '../lib/types';

/**
 * File card (spec section 2): title, size (Bytes/KB/MB/GB, base 1024, 2 decimals) and a download
 * button, a plain `<a href download>` that needs no JavaScript. Our uploads are served as
 * attachments under their name (decision 010), so the page stays where it is; inside the editor's
 * preview the link opens a new tab, so an address elsewhere never takes the editor away.
 */
export function PdfRenderer({ content, item, mode }: BlockRendererProps) {
  const href = useGoHref(item, isHttpUrl(content.url) ? content.url.trim() : null);
  const filename = readString(content.filename);
  const title = readString(content.title) || filename || 'Documento';
  const size = readNumber(content.filesize, 0);
  const formatted = size > 0 ? formatFileSize(size) : null;
  return (
    <div className={`${CARD} flex items-center gap-3 px-4 py-3`}>
      <FileText aria-hidden="true" className="size-8 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold leading-snug">{title}</p>
        {formatted && <p className="text-sm text-gray-600">{formatted}</p>}
      </div>
      {href && (
        <a
          href={href}
          download={filename || true}
          type="application/pdf"
          {...(mode === 'preview' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className={`${BUTTON} ${FOCUS} shrink-0`}
          aria-label={`Descargar ${title} (PDF${formatted ? `, ${formatted}` : ''})`}
        >
          <Download aria-hidden="true" className="size-4" />
          Descargar
        </a>
      )}
    </div>
  );
}
