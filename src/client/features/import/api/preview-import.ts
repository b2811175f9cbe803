import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '@shared/schemas/import';
import { apiRequest } from '@/lib/api';

/** What to read: a page's address, or a saved page (.html). */
export type ImportSourceInput = { url: string } | { file: File };

/** POST /api/import/preview: what the import would create; nothing is written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (source: ImportSourceInput) => {
      if ('url' in source) return apiRequest<ImportPreview>('POST', '/api/import/preview', { url: source.url });
      const form = new FormData();
      form.append('file', source.file);
      return apiRequest<ImportPreview>('POST', '/api/import/preview', form);
    },
  });
}
