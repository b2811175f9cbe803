import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CONFIG_ELEMENT_ID } from '@shared/auth-screens';
import { loadSourceAuthScreens } from '../../test/public-renderer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setSignupMode } from '../signups/signup-mode';

/** The JSON the page carries for the browser (decision 405). */
function carriedConfig(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${AUTH_CONFIG_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('GET /login and /register rendered on the server (decision 405)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authScreens: true });
  });
  afterAll(() => t.close());

  it('/login: the whole form in the HTML, its title in the head, /api/config in the page', async () => {
    const res = await t.request({ method: 'GET', url: '/login', headers: { accept: 'text/html', host: 'enlaces.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>Iniciar Sesión | LinkHub</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Iniciar Sesión<\/h1>/);
    expect(html).toContain('Correo Electrónico');
    expect(html).toMatch(/<input type="password"[^>]*name="password"/);
    expect(html).toContain('href="/forgot-password"');
    expect(html).toContain('href="/register"');
    // Drawn signed out, as the browser's first render is: the header offers 'Iniciar Sesión'.
    expect(html).toMatch(/<header[\s\S]*href="\/login"[^>]*>Iniciar Sesión<\/a>[\s\S]*<\/header>/);
    expect(html).not.toContain('Cargando...');
    const api = await t.request({ method: 'GET', url: '/api/config', headers: { host: 'enlaces.example' } });
    expect(carriedConfig(html)).toEqual(api.json());
  });

  it('/register: the form for open sign-ups, the notice when closed or by invitation', async () => {
    const open = (await t.request({ method: 'GET', url: '/register', headers: { accept: 'text/html' } })).body;
    expect(open).toContain('<title>Crear Cuenta | LinkHub</title>');
    expect(open).toContain('placeholder="Mínimo 6 caracteres"');
    expect(open).toContain('Confirmar Contraseña');
    expect(open).not.toContain('data-slot="skeleton"');

    await setSignupMode(t.database.db, 'closed');
    const closed = (await t.request({ method: 'GET', url: '/register' })).body;
    expect(closed).toContain('El registro de cuentas nuevas está cerrado en este sitio.');
    expect(closed).not.toContain('<form');
    expect(carriedConfig(closed)).toMatchObject({ signups: 'closed' });

    await setSignupMode(t.database.db, 'invite');
    const invite = (await t.request({ method: 'GET', url: '/register' })).body;
    expect(invite).toContain('En este sitio solo se puede crear una cuenta con una invitación.');
    const invited = (await t.request({ method: 'GET', url: '/register?invitacion=abc' })).body;
    expect(invited).toContain('Tienes una invitación: crea tu cuenta.');
    expect(invited).toContain('<form');
    await setSignupMode(t.database.db, 'open');
  });

  it('the page data cannot close its script element', async () => {
    const screens = await loadSourceAuthScreens();
    const siteName = '</script><script>alert(1)</script>';
    const html = screens.render({ url: '/login', config: { supabaseUrl: 'http://x', supabaseAnonKey: 'k', siteName, mailEnabled: false, signups: 'open', adminContact: null, signInMethods: { passwords: true, passkeys: true, sso: null } } });
    expect(html).not.toContain('<script>alert(1)');
    expect(carriedConfig(html)).toMatchObject({ siteName });
  });
});
