import { randomUUID } from 'node:crypto';
import { STORAGE_BUCKETS } from '@shared/constants';
import { DEFAULT_CACHE_SECONDS } from '../storage/buckets';
import { checkPdf } from '../storage/check-pdf';
import { pdfDownloadName } from '../storage/download-name';
import type { StorageContext } from '../storage/storage-context';
import { storeObject } from '../storage/store-object';

export interface UploadedPdf {
  /** Absolute public URL of the file (bucket item-files, key `<uuid>.pdf`). */
  url: string;
  /** The uploaded file's name, sanitised, ending `.pdf`: what a download saves it as. */
  filename: string;
  /** Bytes. */
  filesize: number;
}

/**
 * POST /api/upload/pdf: keeps a PDF block's document (checked as a PDF by its bytes) in the
 * item-files bucket with its original name and answers where it is (decision 010).
 */
export async function uploadItemPdf(
  storage: StorageContext,
  input: { ownerId: string; bytes: Buffer; fileName: string | null; origin: string },
): Promise<UploadedPdf> {
  const file = await checkPdf(input.bytes);
  const filename = pdfDownloadName(input.fileName);
  const bucket = STORAGE_BUCKETS.itemFiles;
  const key = `${randomUUID()}.pdf`;
  await storeObject(storage, {
    bucket,
    key,
    ownerId: input.ownerId,
    file,
    originalName: filename,
    cacheControl: `max-age=${DEFAULT_CACHE_SECONDS}`,
    upsert: false,
    kind: 'pdf',
  });
  return { url: `${input.origin}/storage/v1/object/public/${bucket}/${key}`, filename, filesize: file.data.length };
}
