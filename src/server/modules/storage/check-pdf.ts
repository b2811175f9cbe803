import { fileTypeFromBuffer } from 'file-type';
import type { StoredFile } from './store-object';

export class PdfRejected extends Error {
  constructor() {
    super('not-pdf');
    this.name = 'PdfRejected';
  }
}

/**
 * Accepts a PDF by its bytes (file-type: the `%PDF-` signature), whatever its name or declared
 * type; kept as it came (a PDF is not re-encoded; decision 010). Anything else is refused.
 */
export async function checkPdf(input: Buffer): Promise<StoredFile> {
  const sniffed = await fileTypeFromBuffer(input);
  if (sniffed?.mime !== 'application/pdf') throw new PdfRejected();
  return { data: input, contentType: 'application/pdf', extension: 'pdf' };
}
