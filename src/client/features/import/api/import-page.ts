import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview } from '@shared/schemas/import';
import type { Page } from '@shared/schemas/page';
import { apiRequest } from '@/lib/api';

export type ImportTarget = { kind: 'new' } | { kind: 'append'; pageId: number };

/** POST /api/import: creates what the (edited) preview lists; the page list and its items are read again. */
export function useImportPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ preview, target }: { preview: ImportPreview; target: ImportTarget }) => apiRequest<Page>('POST', '/api/import', { preview, target }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
