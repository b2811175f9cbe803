import type { AuthError, User } from '@supabase/supabase-js';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionEnded } from '@/lib/session-end';
import { AuthProvider, useAuth } from '@/lib/auth/auth-provider';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';
import { providerErrorMessage } from '@/lib/auth/messages';
import { registrationOutcome } from './lib/registration-outcome';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const user = (identities: User['identities']) => ({ id: 'u1', identities }) as User;
const authError = (props: Partial<AuthError> & { message: string }) =>
  Object.assign(new Error(props.message), props) as AuthError;

describe('useAuth (spec section 5)', () => {
  it('fails outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('ends loading at once without a backend client, and logs why', async () => {
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => <AuthProvider getClient={async () => null}>{children}</AuthProvider>,
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ session: null, user: null });
    expect(console.error).toHaveBeenCalledWith('Supabase client not initialized. Cannot set up auth.');
  });
});

describe('a session that ends without signing out here (decision 536)', () => {
  function fakeClient() {
    let emit: (event: string, session: unknown) => void = () => {};
    const client = {
      auth: {
        onAuthStateChange: (callback: (event: string, session: unknown) => void) => {
          emit = callback;
          return { data: { subscription: { unsubscribe: () => {} } } };
        },
        getSession: async () => ({ data: { session: { user: { id: 'u1' } } }, error: null }),
        signOut: vi.fn(async () => {
          emit('SIGNED_OUT', null);
          return { error: null };
        }),
      },
    };
    return { client, emit: (event: string) => emit(event, null) };
  }

  it('reports a SIGNED_OUT it did not ask for, but not its own sign-out, which sends what waits first', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    const { client, emit } = fakeClient();
    const order: string[] = [];
    const beforeSignOut = vi.fn(async () => {
      order.push('flush');
    });
    client.auth.signOut.mockImplementation(async () => {
      order.push('signOut');
      emit('SIGNED_OUT');
      return { error: null };
    });
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => (
        <AuthProvider getClient={async () => client as never} beforeSignOut={beforeSignOut}>
          {children}
        </AuthProvider>
      ),
    });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    await result.current.signOut();
    expect(order).toEqual(['flush', 'signOut']);
    expect(ended).not.toHaveBeenCalled();
    emit('SIGNED_OUT');
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('signing out here or everywhere (decision 125)', () => {
  it('ends this browser’s session only by default (scope local), and every session when asked (scope global)', async () => {
    const signOut = vi.fn(async () => ({ error: null }));
    const client = {
      auth: {
        onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
        getSession: async () => ({ data: { session: { user: { id: 'u1' } } }, error: null }),
        signOut,
      },
    };
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => <AuthProvider getClient={async () => client as never}>{children}</AuthProvider>,
    });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    await result.current.signOut();
    expect(signOut).toHaveBeenLastCalledWith({ scope: 'local' });
    await result.current.signOut('global');
    expect(signOut).toHaveBeenLastCalledWith({ scope: 'global' });
  });
});

describe('registration outcomes (spec section 8)', () => {
  it('a session signs the user in', () => {
    expect(registrationOutcome({ data: { user: user([]), session: {} as never }, error: null })).toEqual({ kind: 'signed-in' });
  });

  it('empty identities', () => {
    expect(registrationOutcome({ data: { user: user([]), session: null }, error: null })).toEqual({
      kind: 'message',
      tone: 'info',
      text: 'Registro exitoso, pero ocurrió un problema inesperado al obtener detalles. Intenta iniciar sesión.',
    });
  });

  it('with identities: confirm by e-mail', () => {
    const outcome = registrationOutcome({ data: { user: user([{ id: 'x' } as never]), session: null }, error: null });
    expect(outcome).toEqual({
      kind: 'message',
      tone: 'success',
      text: '¡Registro exitoso! Revisa tu correo electrónico para confirmar tu cuenta.',
    });
  });

  it('incomplete data', () => {
    expect(registrationOutcome({ data: { user: null, session: null }, error: null })).toMatchObject({
      text: 'Registro procesado. Intenta iniciar sesión o revisa tu correo.',
    });
    expect(registrationOutcome({ data: { user: { id: 'u' } as User, session: null }, error: null })).toMatchObject({
      text: 'Registro procesado. Intenta iniciar sesión o revisa tu correo.',
    });
  });

  it('a provider error: ours for known codes, else its message, else the fallback', () => {
    expect(registrationOutcome({ data: null, error: authError({ message: 'User already registered', code: 'user_already_exists' }) })).toMatchObject({
      tone: 'error',
      text: 'Ya existe una cuenta con este correo electrónico. Inicia sesión.',
    });
    expect(registrationOutcome({ data: null, error: authError({ message: 'Something odd' }) })).toMatchObject({ text: 'Something odd' });
    expect(registrationOutcome({ data: null, error: authError({ message: '' }) })).toMatchObject({ text: 'Error al registrarse.' });
  });

  it('translates the sign-in codes and network failures', () => {
    expect(providerErrorMessage(authError({ message: 'Invalid login credentials', code: 'invalid_credentials' }), 'x')).toBe(
      'Correo electrónico o contraseña incorrectos.',
    );
    expect(providerErrorMessage(authError({ message: 'fetch failed', name: 'AuthRetryableFetchError' }), 'x')).toMatch(
      /^No se pudo conectar con el servidor/,
    );
    expect(providerErrorMessage(null, 'Error al iniciar sesión.')).toBe('Error al iniciar sesión.');
  });
});

/** Router and a query client (no retries), at `path`. */
function withQueries(path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** /api/config answering `values` (the fields the forms read). */
function configAnswers(values: Record<string, unknown>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({ supabaseUrl: 'http://x.test', supabaseAnonKey: 'k', siteName: 'LinkHub', mailEnabled: true, signups: 'open', ...values }),
  );
}

describe('sign-up modes and recovery on the forms (decisions 110 and 115)', () => {
  it('register says plainly that sign-ups are closed, and shows no form', async () => {
    configAnswers({ signups: 'closed' });
    render(<RegisterForm />, { wrapper: withQueries('/register') });
    expect(await screen.findByRole('status')).toHaveTextContent('El registro de cuentas nuevas está cerrado en este sitio.');
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
  });

  it('register by invitation: without one, says how to get one; with one, shows the form', async () => {
    configAnswers({ signups: 'invite' });
    const { unmount } = render(<RegisterForm />, { wrapper: withQueries('/register') });
    expect(await screen.findByRole('status')).toHaveTextContent('solo se puede crear una cuenta con una invitación');
    unmount();
    render(<RegisterForm />, { wrapper: withQueries('/register?invitacion=abc') });
    expect(await screen.findByText('Tienes una invitación: crea tu cuenta.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmar Contraseña')).toBeInTheDocument();
  });

  it('forgot password says once that the site cannot mail when there is no SMTP, and promises no mail', async () => {
    configAnswers({ mailEnabled: false });
    render(<ForgotPasswordForm />, { wrapper: withQueries('/forgot-password') });
    expect(await screen.findByRole('status')).toHaveTextContent('Este sitio no puede enviar correos');
    expect(screen.queryByRole('button', { name: 'Enviar enlace' })).not.toBeInTheDocument();
    expect(screen.queryByText(/te enviaremos/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('forgot password without SMTP names ADMIN_CONTACT, an e-mail or a web address (decision 126)', async () => {
    configAnswers({ mailEnabled: false, adminContact: 'jefa@example.com' });
    const { unmount } = render(<ForgotPasswordForm />, { wrapper: withQueries('/forgot-password') });
    expect(await screen.findByRole('link', { name: 'jefa@example.com' })).toHaveAttribute('href', 'mailto:jefa@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Contacto: jefa@example.com');
    unmount();
    configAnswers({ mailEnabled: false, adminContact: 'https://ayuda.example/contacto' });
    render(<ForgotPasswordForm />, { wrapper: withQueries('/forgot-password') });
    expect(await screen.findByRole('link', { name: 'https://ayuda.example/contacto' })).toHaveAttribute('href', 'https://ayuda.example/contacto');
  });

  it('forgot password with SMTP says a link will come, above the form', async () => {
    configAnswers({ mailEnabled: true });
    render(<ForgotPasswordForm />, { wrapper: withQueries('/forgot-password') });
    expect(await screen.findByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument();
    expect(screen.getByText(/te enviaremos un enlace/)).toBeInTheDocument();
  });

  it('login links to the recovery form', () => {
    render(<LoginForm />, { wrapper: withQueries() });
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/forgot-password');
  });
});

// Without a server answering /api/config, the forms meet the "client not ready" case for real.
describe('forms without a backend client', () => {
  it('login: both fields required, then the client-missing message', async () => {
    render(<LoginForm />, { wrapper: withQueries() });
    const submit = screen.getByRole('button', { name: 'Iniciar Sesión' });
    await userEvent.click(submit);
    expect(screen.getByText('Introduce tu correo electrónico.')).toBeInTheDocument();
    expect(screen.getByText('Introduce tu contraseña.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo Electrónico')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Correo Electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Supabase client no inicializado.');
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  });

  it('register: fields, placeholder, mismatch and the client-missing message', async () => {
    render(<RegisterForm />, { wrapper: withQueries() });
    expect(await screen.findByLabelText('Contraseña')).toHaveAttribute('placeholder', 'Mínimo 6 caracteres');
    await userEvent.type(screen.getByLabelText('Correo Electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await userEvent.type(screen.getByLabelText('Confirmar Contraseña'), 'secreto2');
    await userEvent.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden.');

    await userEvent.clear(screen.getByLabelText('Confirmar Contraseña'));
    await userEvent.type(screen.getByLabelText('Confirmar Contraseña'), 'secreto1');
    await userEvent.click(screen.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Supabase client no inicializado.'));
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
  });
});
