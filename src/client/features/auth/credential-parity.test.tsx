import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREDENTIAL_CASES } from '@shared/testing/credential-cases';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';
import { loginSchema, registerSchema } from '@/lib/auth/validate';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function withQueries({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/**
 * Submits the form and tells whether it refused the input itself (an error under a field) or sent
 * it on: without a backend, what is sent meets 'Supabase client no inicializado.'.
 */
async function refuses(fields: Record<string, string>, submit: string): Promise<boolean> {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: submit }));
  const invalidField = () => [...document.querySelectorAll('input')].some((input) => input.getAttribute('aria-invalid') === 'true');
  await waitFor(() => expect(invalidField() || screen.queryByRole('alert') !== null).toBe(true));
  const refused = invalidField();
  if (!refused) expect(screen.getByRole('alert')).toHaveTextContent('Supabase client no inicializado.');
  return refused;
}

// The server runs the same table (modules/auth/credential-parity.test.ts): what one refuses, the other does.
describe('the forms refuse exactly what the server refuses (decision 570)', () => {
  it.each(CREDENTIAL_CASES)('$name', async ({ email, password, signUpRefused, signInRefused }) => {
    expect(!registerSchema.safeParse({ email, password, confirmPassword: password || 'x' }).success).toBe(signUpRefused);
    expect(!loginSchema.safeParse({ email, password }).success).toBe(signInRefused);

    const login = render(<LoginForm />, { wrapper: withQueries });
    expect(await refuses({ 'Correo Electrónico': email, Contraseña: password }, 'Iniciar Sesión')).toBe(signInRefused);
    login.unmount();

    render(<RegisterForm />, { wrapper: withQueries });
    await screen.findByLabelText('Confirmar Contraseña');
    // The confirmation is filled (and equal) whenever the password is, so only the shared rules decide.
    const fields = { 'Correo Electrónico': email, Contraseña: password, 'Confirmar Contraseña': password || 'x' };
    expect(await refuses(fields, 'Registrarse')).toBe(signUpRefused);
  });
});
