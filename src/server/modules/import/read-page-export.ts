import { unzipSync } from 'fflate';
import { PAGE_EXPORT_DOCUMENT, type PageExport, pageExportSchema } from '@shared/schemas/page-export';
import { AppError, badRequest } from '../../errors';

/** The most a page export (ZIP or JSON) may weigh, and the most its files may unpack to. */
export const PAGE_EXPORT_MAX_BYTES = 50 * 1024 * 1024;
const UNPACKED_MAX_BYTES = 100 * 1024 * 1024;

export const PAGE_EXPORT_MESSAGES = {
  notExport: 'Este archivo no es una exportación de página de LinkHub (.zip o linkhub-page.json).',
  tooLarge: 'El archivo es demasiado grande (máximo 50 MB).',
  unpacked: 'La exportación ocupa demasiado al descomprimirla (máximo 100 MB).',
  invalid: (where: string, message: string) => `La exportación no es válida (${where}): ${message}`,
} as const;

/** A LinkHub page export, read and checked: its document and the bytes of the files the ZIP holds. */
export interface PageExportFile {
  document: PageExport;
  files: Map<string, Uint8Array>;
}

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * Reads a page export by its content: a ZIP holding `linkhub-page.json` and its `files/`, or that
 * JSON alone (its files then keep the addresses they had). Only the document and the files it
 * names are unpacked, within `UNPACKED_MAX_BYTES`; the document is checked with the shared schema.
 */
export function readPageExport(bytes: Buffer): PageExportFile {
  let text: string;
  let unpacked: Record<string, Uint8Array> = {};
  if (isZip(bytes)) {
    let total = 0;
    try {
      unpacked = unzipSync(bytes, {
        filter: (entry) => {
          if (entry.name !== PAGE_EXPORT_DOCUMENT && !entry.name.startsWith('files/')) return false;
          total += entry.originalSize;
          if (total > UNPACKED_MAX_BYTES) throw badRequest('page_export_unpacked_too_large', PAGE_EXPORT_MESSAGES.unpacked);
          return true;
        },
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw badRequest('not_a_page_export', PAGE_EXPORT_MESSAGES.notExport);
    }
    const documentBytes = unpacked[PAGE_EXPORT_DOCUMENT];
    if (!documentBytes) throw badRequest('not_a_page_export', PAGE_EXPORT_MESSAGES.notExport);
    text = Buffer.from(documentBytes).toString('utf8');
  } else {
    text = bytes.toString('utf8');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest('not_a_page_export', PAGE_EXPORT_MESSAGES.notExport);
  }
  if (!isPageExport(data)) throw badRequest('not_a_page_export', PAGE_EXPORT_MESSAGES.notExport);
  const checked = pageExportSchema.safeParse(data);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw badRequest('page_export_invalid', PAGE_EXPORT_MESSAGES.invalid(issue.path.join('.') || 'documento', issue.message));
  }
  const files = new Map<string, Uint8Array>();
  for (const file of checked.data.files) {
    const found = unpacked[file.path];
    if (found) files.set(file.path, found);
  }
  return { document: checked.data, files };
}

/** Whether a JSON document says it is a LinkHub page export (any version). */
const isPageExport = (data: unknown) => typeof data === 'object' && data !== null && (data as { format?: unknown }).format === 'linkhub-page';
