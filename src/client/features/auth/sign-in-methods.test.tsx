import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSO_ERRORS } from '@shared/sign-in-methods';
import { LoginForm } from './components/login-form';

function withQueries(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('/login with single sign-on and passkeys (issue 41)', () => {
  it('with PASSWORD_SIGNIN=off shows the organisation\'s button and the passkey button, no password form, and says why a sign-on failed', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.json({
        supabaseUrl: 'http://x.test',
        supabaseAnonKey: 'k',
        siteName: 'LinkHub',
        mailEnabled: true,
        signups: 'open',
        adminContact: null,
        signInMethods: { passwords: false, passkeys: true, sso: { label: 'Entrar con el colegio' } },
      }),
    );
    render(<LoginForm />, { wrapper: withQueries('/login?sso_error=domain') });
    const sso = await screen.findByRole('link', { name: 'Entrar con el colegio' }, { timeout: 5000 });
    expect(sso).toHaveAttribute('href', '/auth/v1/oidc/start');
    expect(screen.getByRole('button', { name: 'Entrar con una llave de acceso' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    expect(screen.queryByText('Regístrate')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SSO_ERRORS.domain);
  });
});
