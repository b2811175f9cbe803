import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@shared/schemas/page';
import type { PageExportSummary } from '@shared/schemas/page-export';
import { apiRequest } from '@/lib/api';

const form = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** POST /api/import/page-export?preview=1: what a LinkHub page export would create; nothing is written. */
export function usePreviewPageExport() {
  return useMutation({ mutationFn: (file: File) => apiRequest<PageExportSummary>('POST', '/api/import/page-export?preview=1', form(file)) });
}

/** POST /api/import/page-export: recreates the exported page, its subpages and files in this account. */
export function useImportPageExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiRequest<Page>('POST', '/api/import/page-export', form(file)),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/**
 * Whether a chosen file is a LinkHub page export, by its content: a ZIP, or JSON that says so. The
 * server checks it again; anything else goes to the preview of other sources.
 */
export async function isPageExportFile(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return true;
  const start = await file.slice(0, 256).text();
  return /^\s*\{/.test(start) && /"format"\s*:\s*"linkhub-page"/.test(start);
}
