import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** 'Exportar página': GET /api/pages/{id}/export, saved as the ZIP the server names (fetched: a plain link cannot send the token). */
export function useExportPage() {
  return useMutation({ mutationFn: (pageId: number) => downloadFile(`/api/pages/${pageId}/export`, 'linkhub-pagina.zip') });
}
