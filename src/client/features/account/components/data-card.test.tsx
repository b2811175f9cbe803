import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { ACCOUNT_MESSAGES as M } from '../lib/messages';
import { DataCard } from './data-card';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }));

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DataCard />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.clearAllMocks());

describe("Mi cuenta: 'Tus datos' (busy state from useMutation)", () => {
  it('the pressed button waits with a spinner text, both are disabled until the file is handed over', async () => {
    const download = deferred();
    vi.mocked(downloadFile).mockReturnValue(download.promise);
    setup();
    await userEvent.click(screen.getByRole('button', { name: M.downloadZip }));

    expect(downloadFile).toHaveBeenCalledWith('/api/account/export/files', 'linkhub-archivos.zip');
    expect(await screen.findByRole('button', { name: M.downloading })).toBeDisabled();
    expect(screen.getByRole('button', { name: M.downloadJson })).toBeDisabled();

    download.resolve();
    expect(await screen.findByRole('button', { name: M.downloadZip })).toBeEnabled();
    expect(screen.getByRole('button', { name: M.downloadJson })).toBeEnabled();
    expect(toast).not.toHaveBeenCalled();
  });

  it("a refused download says why in a toast and the buttons come back", async () => {
    const download = deferred();
    vi.mocked(downloadFile).mockReturnValue(download.promise);
    setup();
    await userEvent.click(screen.getByRole('button', { name: M.downloadJson }));
    expect(await screen.findByRole('button', { name: M.downloading })).toBeDisabled();

    download.reject(new ApiError(429, 'Demasiadas descargas.'));
    expect(await screen.findByRole('button', { name: M.downloadJson })).toBeEnabled();
    expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: M.downloadFailed, description: 'Demasiadas descargas.' });
  });
});
