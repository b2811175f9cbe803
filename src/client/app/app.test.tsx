import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';

// No server answers /api/config here, so the app runs as the spec says it does without a backend
// client: auth loading ends at once and the visitor is signed out.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('routes (spec section 2)', () => {
  it('shows the not-found screen with a developer hint for an unknown path', async () => {
    window.history.replaceState(null, '', '/no/existe');
    render(<App />);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/¿Olvidaste añadir la página al router\?/)).toBeInTheDocument();
    expect(screen.getByText('/no/existe')).toBeInTheDocument();
  });

  it('sends a visitor from the editor to /login', async () => {
    window.history.replaceState(null, '', '/edit/3');
    render(<App />);
    // The editor route is a lazy chunk; its first import can take seconds on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(console.error).toHaveBeenCalledWith('Supabase client not initialized. Cannot set up auth.');
  }, 20_000);

  it('sends a visitor from /create-page to /login', async () => {
    window.history.replaceState(null, '', '/create-page');
    render(<App />);
    expect(await screen.findByLabelText('Correo Electrónico')).toHaveAttribute('type', 'email');
    expect(window.location.pathname).toBe('/login');
  });

  it("shows the header's 'Iniciar Sesión' link and the title link to / when signed out", async () => {
    window.history.replaceState(null, '', '/register');
    render(<App />);
    const signIn = await screen.findByRole('link', { name: 'Iniciar Sesión' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /LinkHub/ })).toHaveAttribute('href', '/');
  });
});
