import { type HTMLElement, parse } from 'node-html-parser';
import type { ImportPreview } from '@shared/schemas/import';
import { AppError } from '../../errors';
import { type OutboundClient, OutboundError } from '../../lib/outbound';
import { toPreview } from './draft';
import { beaconsData, extractBeacons } from './extract-beacons';
import { extractGeneric } from './extract-generic';
import { extractLinktree, linktreeData } from './extract-linktree';
import { extractLinkStack, isLinkStackExport } from './extract-linkstack';
import { extractLittleLink, isLittleLink } from './extract-littlelink';

/** The most of a page or file an import reads (issue 37). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  notHtml: 'La dirección no devolvió una página web (HTML).',
  status: (status: number) => `La página respondió con un error (${status}).`,
  fileType: 'Elige una página guardada (.html), una exportación de LinkHub (.zip o .json) o de LinkStack (.json).',
  unknownJson: 'Este archivo .json no es una exportación de LinkStack ni de LinkHub.',
  fileTooLarge: 'El archivo es demasiado grande (máximo 5 MB).',
  missingFile: 'Falta el archivo: envíalo en el campo "file".',
} as const;

/**
 * What a page's HTML would import (issue 37), recognised by its content: Linktree's embedded data
 * first, then Beacons' embedded data, then LittleLink's markup, then a generic reading. Writes nothing.
 */
export function previewFromHtml(html: string, baseUrl: string | null): ImportPreview {
  const document: HTMLElement = parse(html, { comment: false });
  const linktree = linktreeData(document);
  if (linktree) return toPreview(extractLinktree(linktree));
  const beacons = beaconsData(document);
  if (beacons) return toPreview(extractBeacons(beacons));
  if (isLittleLink(document)) return toPreview(extractLittleLink(document, baseUrl));
  return toPreview(extractGeneric(document, baseUrl));
}

/** What a LinkStack export (`.json`) would import; another JSON document is refused. */
export function previewFromJson(text: string): ImportPreview {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AppError(400, 'import_unknown_json', IMPORT_MESSAGES.unknownJson);
  }
  if (!isLinkStackExport(data)) throw new AppError(400, 'import_unknown_json', IMPORT_MESSAGES.unknownJson);
  return toPreview(extractLinkStack(data));
}

/**
 * What a chosen file would import, recognised by its content, not its name: a JSON document (a
 * LinkStack export), else a saved page (HTML). Anything else is refused.
 */
export function previewFromFile(bytes: Buffer): ImportPreview {
  const text = bytes.toString('utf8');
  const start = text.trimStart()[0];
  if (start === '{' || start === '[') return previewFromJson(text);
  if (!/<[a-z!]/i.test(text.slice(0, 4096))) throw new AppError(400, 'import_file_type', IMPORT_MESSAGES.fileType);
  return previewFromHtml(text, null);
}

/** Reads a page through the guarded outbound client (http(s), public addresses, 5 redirects, 5 MB, 10 s). */
export async function previewFromUrl(outbound: OutboundClient, url: string): Promise<ImportPreview> {
  const address = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
  let answer;
  try {
    answer = await outbound.fetch(address, { maxBytes: IMPORT_MAX_BYTES, headers: { accept: 'text/html', 'user-agent': 'LinkHub-import/1.0' } });
  } catch (error) {
    if (error instanceof OutboundError) throw new AppError(400, 'import_fetch_refused', error.message);
    throw error;
  }
  if (answer.status < 200 || answer.status > 299) throw new AppError(400, 'import_fetch_failed', IMPORT_MESSAGES.status(answer.status));
  const type = String(answer.headers['content-type'] ?? '');
  if (type && !/html/i.test(type)) throw new AppError(400, 'import_not_html', IMPORT_MESSAGES.notHtml);
  return previewFromHtml(answer.body.toString('utf8'), answer.url);
}
