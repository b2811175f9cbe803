import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { ACCOUNT_MESSAGES as M } from '../lib/messages';
import { AccountSection } from './account-section';

const DOWNLOADS = [
  { path: '/api/account/export', label: M.downloadJson, fallback: 'linkhub-datos.json' },
  { path: '/api/account/export/files', label: M.downloadZip, fallback: 'linkhub-archivos.zip' },
] as const;

/** 'Tus datos': the JSON of every page and block, and a ZIP of the uploaded files. */
export function DataCard() {
  const [busy, setBusy] = useState<string | null>(null);

  async function download(path: string, fallback: string) {
    setBusy(path);
    try {
      await downloadFile(path, fallback);
    } catch (error) {
      toast({ variant: 'destructive', title: M.downloadFailed, description: messageOf(error, M.downloadFailed) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <AccountSection title={M.dataTitle} description={M.dataDescription}>
      <div className="flex flex-wrap gap-3">
        {DOWNLOADS.map(({ path, label, fallback }) => (
          <Button key={path} variant="outline" disabled={busy !== null} onClick={() => void download(path, fallback)}>
            {busy === path ? <Spinner /> : <Download aria-hidden="true" />}
            {busy === path ? M.downloading : label}
          </Button>
        ))}
      </div>
    </AccountSection>
  );
}
