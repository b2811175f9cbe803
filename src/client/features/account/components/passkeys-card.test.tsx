import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSKEY_MESSAGES } from '@shared/sign-in-methods';
import { ApiError } from '@/lib/api-client';
import { apiRequest } from '@/lib/api';
import { PASSKEY_CARD_MESSAGES as M } from '../lib/passkey-messages';
import { PasskeysCard } from './passkeys-card';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));
vi.mock('@/lib/api', () => ({ apiRequest: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn(async () => ({ id: 'nueva' })) }));

afterEach(() => vi.clearAllMocks());

describe("Mi cuenta: 'Llaves de acceso' on a session older than 10 minutes (decision 993)", () => {
  it('asks for the current password when the server does, and sends it with the next try', async () => {
    vi.mocked(apiRequest).mockImplementation(async (method: string, path: string, body?: unknown) => {
      if (method === 'GET') return [];
      if (path === '/api/account/passkeys/options') {
        if ((body as { currentPassword?: string }).currentPassword !== 'mi-clave-actual') {
          throw new ApiError(403, PASSKEY_MESSAGES.currentPasswordNeeded, 'current_password_needed');
        }
        return { challenge: 'reto' };
      }
      return { id: 'p1', name: M.defaultName, createdAt: '2026-11-29T12:00:00.000Z', lastUsedAt: null };
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PasskeysCard />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(M.none)).toBeInTheDocument();
    expect(screen.queryByLabelText(M.currentPasswordLabel)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.add }));
    const password = await screen.findByLabelText(M.currentPasswordLabel);
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByText(PASSKEY_MESSAGES.currentPasswordNeeded)).toBeInTheDocument();
    await userEvent.type(password, 'mi-clave-actual');
    await userEvent.click(screen.getByRole('button', { name: M.add }));
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/account/passkeys/options', { currentPassword: 'mi-clave-actual' });
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/account/passkeys', { name: M.defaultName, credential: { id: 'nueva' } });
    expect(await screen.findByRole('button', { name: M.add })).toBeInTheDocument();
    expect(screen.queryByLabelText(M.currentPasswordLabel)).not.toBeInTheDocument();
  });
});
