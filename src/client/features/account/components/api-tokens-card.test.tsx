import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatedApiToken } from '@shared/schemas/api-tokens';
import { apiRequest } from '@/lib/api';
import { API_TOKEN_CARD_MESSAGES as M } from '../lib/api-token-messages';
import { ApiTokensCard } from './api-tokens-card';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));
vi.mock('@/lib/api', () => ({ apiRequest: vi.fn() }));

const created: CreatedApiToken = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Copias',
  scope: 'write',
  prefix: 'lh_abcdef',
  createdAt: '2026-11-29T12:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  token: `lh_abcdef${'x'.repeat(37)}`,
};

function setup() {
  let tokens: CreatedApiToken[] = [];
  vi.mocked(apiRequest).mockImplementation(async (method: string) => {
    if (method === 'GET') return tokens.map(({ token: _secret, ...rest }) => rest);
    tokens = [created];
    return created;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ApiTokensCard />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.clearAllMocks());

describe("Mi cuenta: 'Tokens de API'", () => {
  it('refuses an empty name in Spanish without calling the API', async () => {
    setup();
    expect(await screen.findByText(M.none)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.create }));
    expect(await screen.findByText('El nombre del token debe tener entre 1 y 60 caracteres.')).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalledWith('POST', expect.anything(), expect.anything());
  });

  it('sends the name, scope and no expiry, shows the secret once, and forgets it when dismissed', async () => {
    setup();
    await userEvent.type(await screen.findByLabelText(M.nameLabel), 'Copias');
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${M.scopeWrite}`) }));
    await userEvent.click(screen.getByRole('button', { name: M.create }));
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/account/tokens', { name: 'Copias', scope: 'write', expiresOn: null });
    expect(await screen.findByLabelText(M.tokenLabel)).toHaveValue(created.token);
    expect(within(await screen.findByRole('list', { name: M.listLabel })).getByText(M.scopeBadge.write)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.done }));
    expect(screen.queryByLabelText(M.tokenLabel)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(created.token);
  });
});
