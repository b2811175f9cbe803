import { Download, FileText } from 'lucide-react';
import { formatFileSize } from '@shared/file-size';
import { isHttpUrl } from '@shared/href';
import { useGoHref } from '../lib/go-link';
import { buttonStyle, INNER_ACTION, usePageLook } from '../lib/look';
import type { BlockRendererProps } from '../lib/types';

/**
 * File card (spec section 2) in the page's button style (issue 18): title, size (Bytes/KB/MB/GB, base
 * 1024, 2 decimals) and 'Descargar', a plain `<a href download>` that needs no JavaScript. Our uploads
 * are served as attachments under their name (decision 010), so the page stays where it is; inside
 * the editor's preview the link opens a new tab, so an address elsewhere never takes the editor away.
 */
export function PdfRenderer({ content, item, mode }: BlockRendererProps<'pdf'>) {
  const look = usePageLook();
  const href = useGoHref(item, isHttpUrl(content.url) ? content.url.trim() : null);
  const filename = content.filename ?? '';
  const title = content.title || filename || 'Documento';
  const size = content.filesize ?? 0;
  const formatted = size > 0 ? formatFileSize(size) : null;
  return (
    <div className="flex min-h-14 w-full items-center gap-3 px-4 py-3" style={buttonStyle(look)}>
      <FileText aria-hidden="true" className="size-6 shrink-0" />
      <div className="min-w-0 flex-1 text-center">
        <p className="break-words font-semibold leading-snug">{title}</p>
        {formatted && <p className="text-sm leading-snug">{formatted}</p>}
      </div>
      {href && (
        <a
          href={href}
          download={filename || true}
          type="application/pdf"
          {...(mode === 'preview' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className={`${INNER_ACTION} shrink-0 focus-visible:outline-2 focus-visible:outline-offset-2`}
          style={{ outlineColor: look.button.textColor }}
          aria-label={`Descargar ${title} (PDF${formatted ? `, ${formatted}` : ''})`}
        >
          <Download aria-hidden="true" className="size-4" />
          Descargar
        </a>
      )}
    </div>
  );
}
