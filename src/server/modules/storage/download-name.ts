import contentDisposition from 'content-disposition';

/** Longest download name kept, in characters (before `.pdf`). */
const MAX_BASE_LENGTH = 120;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Bidirectional overrides and isolates: would let 'cod.exe' pass for 'exe.doc'. */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Characters no common file system accepts in a name. */
const RESERVED = /[<>:"/\\|?*]/g;

/**
 * The name a PDF is offered under when downloaded: the uploaded file's name without any folder,
 * control, bidirectional or reserved character, at most 120 characters, always ending `.pdf` (a
 * wrong extension such as `.png` is replaced; bytes decide what the file is). 'documento.pdf'
 * when nothing is left.
 */
export function pdfDownloadName(uploaded: string | null | undefined): string {
  const lastPart = (uploaded ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = lastPart.replace(CONTROL, '').replace(BIDI, '').replace(RESERVED, '').replace(/\s+/g, ' ').trim();
  const withoutExtension = /\.pdf$/i.test(clean) ? clean.slice(0, -4) : clean.replace(/\.[A-Za-z]{1,5}$/, '');
  const base = Array.from(withoutExtension.replace(/^[.\s]+|[.\s]+$/g, ''))
    .slice(0, MAX_BASE_LENGTH)
    .join('')
    .trim();
  return `${base || 'documento'}.pdf`;
}

/** `attachment; filename="<ascii>"; filename*=UTF-8''<name>` (RFC 6266) for a stored file's name. */
export function attachmentHeader(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  const fallback = ascii.slice(0, ascii.length - extension.length).replace(/_/g, '').trim() ? ascii : `documento${extension}`;
  return contentDisposition(name, { type: 'attachment', fallback });
}
