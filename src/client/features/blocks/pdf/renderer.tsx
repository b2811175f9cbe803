import { Download, FileText } from 'lucide-react';
import { formatFileSize } from '@shared/file-size';
import { safeHref } from '@shared/href';
import { BUTTON, CARD, FOCUS } from '../lib/card';
import { readNumber, readString } from '../lib/content';
import { ExternalLink } from '../lib/external-link';
import type { BlockRendererProps } from '../lib/types';

/** File card: title, size (base 1024) and a download button. */
export function PdfRenderer({ content }: BlockRendererProps) {
  const href = safeHref(content.url);
  const title = readString(content.title) || readString(content.filename) || 'Documento';
  const size = readNumber(content.filesize, 0);
  const filename = readString(content.filename);
  return (
    <div className={`${CARD} flex items-center gap-3 px-4 py-3`}>
      <FileText aria-hidden="true" className="size-8 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{title}</p>
        {size > 0 && <p className="text-sm text-gray-600">{formatFileSize(size)}</p>}
      </div>
      {href && (
        <ExternalLink href={href} download={filename || true} className={`${BUTTON} ${FOCUS} shrink-0`} aria-label={`Descargar ${title}`}>
          <Download aria-hidden="true" className="size-4" />
          Descargar
        </ExternalLink>
      )}
    </div>
  );
}
