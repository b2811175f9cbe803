import { STORAGE_CACHE_SECONDS } from '@shared/constants';
import { getSupabaseClient } from '@/lib/supabase';
import { randomUuid, storedExtension } from '../lib/image-file';

/** Where an upload failed: storing the file, or reading its public address back. */
export class UploadError extends Error {
  constructor(
    readonly stage: 'upload' | 'url',
    /** The storage service's own (Spanish) message, when it answered one. */
    readonly serverMessage: string | null,
    cause?: unknown,
  ) {
    super(serverMessage ?? `Upload failed at ${stage}`, { cause });
    this.name = 'UploadError';
  }
}

/**
 * Stores an image with the Supabase storage client (spec section 7): named `{uuid}.{extension}`,
 * cached 3600 s, then answers its public URL.
 */
export async function uploadImage(bucket: string, file: File, { upsert }: { upsert: boolean }): Promise<string> {
  const supabase = await getSupabaseClient();
  if (!supabase) throw new UploadError('upload', 'Supabase client no inicializado.');
  const extension = storedExtension(file);
  if (!extension) throw new UploadError('upload', null);
  const name = `${randomUuid()}.${extension}`;
  const storage = supabase.storage.from(bucket);
  const { error } = await storage.upload(name, file, { cacheControl: String(STORAGE_CACHE_SECONDS), upsert });
  if (error) {
    // A StorageApiError carries the service's answer; others (network) carry the browser's words.
    const answered = 'status' in error && typeof error.status === 'number';
    throw new UploadError('upload', answered ? error.message : null, error);
  }
  const url = storage.getPublicUrl(name).data?.publicUrl;
  if (!url) throw new UploadError('url', null);
  return url;
}
