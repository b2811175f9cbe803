import { Download, FileText } from 'lucide-react';
import { formatFileSize } from '@shared/file-size';
import { isHttpUrl } from '@shared/href';
import { BUTTON_CARD } from '../lib/card';
import { readNumber, readString } from '../lib/content';
import { buttonStyle, usePageLook } from '../lib/look';
import type { BlockRendererProps } from '../lib/types';

/**
 * File button (spec section 2, issue 18): the page's button style with the title centred, the size
 * (Bytes/KB/MB/GB, base 1024, 2 decimals) and 'Descargar'; the whole button is a plain
 * `<a href download>` that needs no JavaScript. Our uploads are served as attachments under their
 * name (decision 010), so the page stays where it is; inside the editor's preview the link opens a
 * new tab, so an address elsewhere never takes the editor away.
 */
export function PdfRenderer({ content, mode }: BlockRendererProps) {
  const look = usePageLook();
  const href = isHttpUrl(content.url) ? content.url.trim() : null;
  const filename = readString(content.filename);
  const title = readString(content.title) || filename || 'Documento';
  const size = readNumber(content.filesize, 0);
  const formatted = size > 0 ? formatFileSize(size) : null;
  const body = (
    <div className="flex min-h-14 items-center justify-center px-14 py-3 text-center">
      <FileText aria-hidden="true" className="absolute left-4 top-1/2 size-6 -translate-y-1/2" />
      <div className="min-w-0">
        <p className="break-words font-semibold leading-snug">{title}</p>
        {formatted && <p className="text-sm leading-snug">{formatted}</p>}
      </div>
      {href && (
        <span className="absolute right-3 top-1/2 grid size-8 -translate-y-1/2 place-items-center">
          <Download aria-hidden="true" className="size-5" />
          <span className="sr-only">Descargar</span>
        </span>
      )}
    </div>
  );
  const style = buttonStyle(look);
  if (!href) {
    return (
      <div className={BUTTON_CARD} style={style}>
        {body}
      </div>
    );
  }
  return (
    <a
      href={href}
      download={filename || true}
      type="application/pdf"
      {...(mode === 'preview' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={BUTTON_CARD}
      style={style}
      aria-label={`Descargar ${title} (PDF${formatted ? `, ${formatted}` : ''})`}
    >
      {body}
    </a>
  );
}
