import { apiRequest } from '@/lib/api';

const MISSING_PDF_MESSAGE = 'La respuesta de la API no contiene la dirección del PDF.';

export interface UploadedPdf {
  url: string;
  filename: string;
  filesize: number;
}

/** The answer had no address. */
export class MissingPdfUrlError extends Error {
  constructor() {
    super(MISSING_PDF_MESSAGE);
    this.name = 'MissingPdfUrlError';
  }
}

/** POST /api/upload/pdf (multipart, field `file`): where the stored PDF is, its name and its size. */
export async function uploadPdf(file: File): Promise<UploadedPdf> {
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await apiRequest<Partial<Record<keyof UploadedPdf, unknown>> | undefined>('POST', '/api/upload/pdf', body);
  const url = answer?.url;
  if (typeof url !== 'string' || url === '') throw new MissingPdfUrlError();
  return {
    url,
    filename: typeof answer?.filename === 'string' && answer.filename ? answer.filename : file.name,
    filesize: typeof answer?.filesize === 'number' ? answer.filesize : file.size,
  };
}
