import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeeklyReportSettings } from '@shared/schemas/weekly-report';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { WEEKLY_REPORT_MESSAGES as M } from '../lib/weekly-report-messages';
import { WeeklyReportCard } from './weekly-report-card';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));
vi.mock('@/lib/api', () => ({ apiRequest: vi.fn() }));

function setup(initial: WeeklyReportSettings) {
  let settings = initial;
  vi.mocked(apiRequest).mockImplementation(async (method: string, _path: string, body?: unknown) => {
    if (method === 'PUT') settings = { ...settings, enabled: (body as { enabled: boolean }).enabled };
    return settings;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WeeklyReportCard />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.clearAllMocks());

describe("Mi cuenta: 'Resumen semanal por correo'", () => {
  it('is off by default; the switch turns it on and off through the API', async () => {
    setup({ enabled: false, available: true });
    const toggle = await screen.findByRole('switch', { name: M.label });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(apiRequest).toHaveBeenCalledWith('PUT', '/api/account/weekly-report', { enabled: true });
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: M.label })).toBeChecked());
    expect(toast).toHaveBeenCalledWith({ title: M.turnedOn });
    await userEvent.click(screen.getByRole('switch', { name: M.label }));
    expect(apiRequest).toHaveBeenCalledWith('PUT', '/api/account/weekly-report', { enabled: false });
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: M.label })).not.toBeChecked());
  });

  it('without mail on the server there is no switch, only the explanation in Spanish', async () => {
    setup({ enabled: false, available: false });
    expect(await screen.findByText(M.unavailable)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
