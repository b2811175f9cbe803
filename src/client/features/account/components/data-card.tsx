import { Download } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { ACCOUNT_MESSAGES as M } from '../lib/messages';
import { AccountSection } from '@/components/account-section';

const DOWNLOADS = [
  { path: '/api/account/export', label: M.downloadJson, fallback: 'linkhub-datos.json' },
  { path: '/api/account/export/files', label: M.downloadZip, fallback: 'linkhub-archivos.zip' },
] as const;

/** 'Tus datos': the JSON of every page and block, and a ZIP of the uploaded files. */
export function DataCard() {
  // One download at a time: while one is on its way both buttons wait, and its own shows a spinner.
  const download = useMutation({
    mutationFn: ({ path, fallback }: { path: string; fallback: string }) => downloadFile(path, fallback),
    onError: (error) => toast({ variant: 'destructive', title: M.downloadFailed, description: messageOf(error, M.downloadFailed) }),
  });
  const busy = download.isPending ? download.variables.path : null;

  return (
    <AccountSection title={M.dataTitle} description={M.dataDescription}>
      <div className="flex flex-wrap gap-3">
        {DOWNLOADS.map(({ path, label, fallback }) => (
          <Button key={path} variant="outline" disabled={busy !== null} onClick={() => download.mutate({ path, fallback })}>
            {busy === path ? <Spinner /> : <Download aria-hidden="true" />}
            {busy === path ? M.downloading : label}
          </Button>
        ))}
      </div>
    </AccountSection>
  );
}
