import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatsResponse } from '@shared/schemas/stats';
import type { CreatedStatsShare, SharedStatsInfo } from '@shared/schemas/stats-share';
import { api, apiRequest } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { STATS_MESSAGES } from '../lib/messages';
import { SHARE_MESSAGES as M } from '../lib/share-messages';
import { ShareStatsCard } from './share-stats-card';
import { SharedStatistics } from './shared-statistics';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));
vi.mock('@/lib/api', () => ({ apiRequest: vi.fn(), api: { request: vi.fn() } }));

const TOKEN = 'a'.repeat(43);

function renderWith(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

afterEach(() => vi.clearAllMocks());

const today = new Date().toISOString().slice(0, 10);
const stats: StatsResponse = {
  from: today,
  to: today,
  timeZone: 'UTC',
  totals: { views: 1234, visitors: 987, clicks: 56, ctr: 0.0454 },
  days: [{ day: today, views: 1234, visitors: 987, clicks: 56, bots: 0 }],
  previous: { from: today, to: today, totals: { views: 0, visitors: 0, clicks: 0, ctr: 0 }, days: [{ day: today, views: 0, visitors: 0, clicks: 0, bots: 0 }] },
  blocks: [{ itemId: 7, deleted: false, views: 1234, clicks: 56, ctr: 0.0454, series: [56], targets: [] }],
  social: [],
  sources: [{ name: 'Directo', views: 1234 }],
  mediums: [],
  campaigns: [],
  countries: [],
  devices: [],
  browsers: [],
  os: [],
  goals: [],
  bots: 0,
  geoCredit: null,
};

describe("'Compartir estadísticas': the owner's card", () => {
  it('makes an address with a password, shows it once, and revokes it after asking', async () => {
    let share: CreatedStatsShare['share'] | null = null;
    const created: CreatedStatsShare = { share: { createdAt: '2026-11-29T10:00:00.000Z', hasPassword: true }, token: TOKEN, path: `/estadisticas/${TOKEN}` };
    vi.mocked(api.request).mockImplementation(async () => ({ share }));
    vi.mocked(apiRequest).mockImplementation(async (method: string) => {
      share = method === 'POST' ? created.share : null;
      return method === 'POST' ? created : undefined;
    });
    renderWith(<ShareStatsCard pageId={5} />);
    expect(await screen.findByText(M.none)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(M.passwordLabel), 'ab');
    await userEvent.click(screen.getByRole('button', { name: M.create }));
    expect(await screen.findByText('La contraseña debe tener al menos 4 caracteres')).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(M.passwordLabel), 'cd');
    await userEvent.click(screen.getByRole('button', { name: M.create }));
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/pages/5/stats/share', { password: 'abcd' });
    expect(await screen.findByLabelText(M.addressLabel)).toHaveValue(`${window.location.origin}/estadisticas/${TOKEN}`);
    expect(screen.getByText(/protegida con contraseña/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: M.revoke }));
    expect(await screen.findByRole('alertdialog', { name: M.confirmTitle })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: M.revoke }).at(-1)!);
    expect(apiRequest).toHaveBeenCalledWith('DELETE', '/api/pages/5/stats/share');
    expect(await screen.findByText(M.none)).toBeInTheDocument();
    expect(screen.queryByLabelText(M.addressLabel)).not.toBeInTheDocument();
  }, 30_000);
});

describe('the shared screen', () => {
  it('asks the password, then shows the numbers read-only (no resets, no settings, no account)', async () => {
    let locked = true;
    vi.mocked(api.request).mockImplementation(async (_method: string, path: string) => {
      if (path === `/api/shared-stats/${TOKEN}`) {
        const info: SharedStatsInfo = locked ? { locked: true, page: null } : { locked: false, page: { title: 'Mi página', timeZone: 'UTC', blocks: [{ id: 7, title: 'Mi tienda' }] } };
        return info;
      }
      if (path.startsWith(`/api/shared-stats/${TOKEN}/stats?`)) return stats;
      throw new Error(`unexpected ${path}`);
    });
    vi.mocked(apiRequest).mockImplementation(async (_method: string, _path: string, body: unknown) => {
      if ((body as { password: string }).password !== 'secreto') throw new ApiError(403, 'La contraseña no es correcta.', 'stats_share_wrong_password');
      locked = false;
      return undefined;
    });
    renderWith(<SharedStatistics token={TOKEN} />);
    await userEvent.type(await screen.findByLabelText(M.password), 'mala');
    await userEvent.click(screen.getByRole('button', { name: M.unlock }));
    expect(await screen.findByText('La contraseña no es correcta.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(M.password));
    await userEvent.type(screen.getByLabelText(M.password), 'secreto');
    await userEvent.click(screen.getByRole('button', { name: M.unlock }));
    expect(apiRequest).toHaveBeenLastCalledWith('POST', `/api/shared-stats/${TOKEN}/unlock`, { password: 'secreto' });

    expect(await screen.findByRole('heading', { name: M.screenTitle('Mi página') })).toBeInTheDocument();
    expect(await screen.findByText('Mi tienda')).toBeInTheDocument();
    expect(screen.getAllByText(/1[.\s ]?234/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: STATS_MESSAGES.resetBlock('Mi tienda') })).not.toBeInTheDocument();
    expect(screen.queryByText(STATS_MESSAGES.settingsTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(M.title)).not.toBeInTheDocument();
    // Nothing of the owner's API is asked.
    const paths = vi.mocked(api.request).mock.calls.map((call) => call[1]);
    expect(paths.every((path) => path.startsWith(`/api/shared-stats/${TOKEN}`))).toBe(true);
  }, 30_000);

  it("says 'Enlace no encontrado' for a revoked or unknown address", async () => {
    vi.mocked(api.request).mockRejectedValue(new ApiError(404, 'Enlace no encontrado', 'stats_share_not_found'));
    renderWith(<SharedStatistics token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: M.notFoundTitle })).toBeInTheDocument();
  });
});
