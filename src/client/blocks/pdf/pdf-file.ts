import { LIMITS, PDF_UPLOAD_MAX_BYTES } from '@shared/constants';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { MissingPdfUrlError, type UploadedPdf, uploadPdf } from '../api/upload-pdf';

/** The server's cap on one PDF (the server checks it again, and the bytes). */
const PDF_MAX_BYTES = PDF_UPLOAD_MAX_BYTES;
export const PDF_ACCEPT = 'application/pdf,.pdf';
const PDF_ERROR_TITLE = 'Error al subir PDF';
const FALLBACK = 'No se pudo subir el PDF.';

/** A card title from a file name: 'Carta de precios.pdf' gives 'Carta de precios' (decision 531). */
export function titleFromFileName(name: string): string {
  const title = name.replace(/\.pdf$/i, '').trim() || name.trim() || 'Documento';
  return Array.from(title).slice(0, LIMITS.shortTextMax).join('');
}

function failureMessage(error: unknown): string {
  if (error instanceof MissingPdfUrlError) return error.message;
  // The server's own words (not a PDF, too large, out of room, too many uploads).
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) return error.serverMessage;
  return FALLBACK;
}

/**
 * Uploads one PDF: a file over 20 MB is refused before it is sent; the server then checks that
 * the bytes are a PDF. Failures toast under 'Error al subir PDF' and give null.
 */
export async function uploadPdfOrToast(file: File): Promise<UploadedPdf | null> {
  if (file.size > PDF_MAX_BYTES) {
    toast({ variant: 'destructive', title: PDF_ERROR_TITLE, description: 'El PDF no debe superar los 20MB.' });
    return null;
  }
  try {
    return await uploadPdf(file);
  } catch (error) {
    console.error('Upload of a PDF failed', error);
    toast({ variant: 'destructive', title: PDF_ERROR_TITLE, description: failureMessage(error) });
    return null;
  }
}
