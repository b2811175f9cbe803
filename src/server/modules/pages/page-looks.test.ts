import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/page';
import type { ThemeList } from '@shared/schemas/theme';
import { THEMES, themeChoice } from '@shared/themes';
import { createPage } from '../../test/factories';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

/** Issue 18 (decision 310): themes, button style, social links, bio, photo size and sharing fields. */
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.user();
  stranger = await t.user();
});
afterAll(() => t.close());

async function patch(pageId: number, body: Record<string, unknown>, as: TestUser = owner) {
  return t.request({ method: 'PATCH', url: `/api/pages/${pageId}`, payload: body, as });
}

describe('GET /api/themes', () => {
  it('lists every designed theme, at least ten and two dark, the default and Personalizado, to anyone', async () => {
    const res = await t.request({ method: 'GET', url: '/api/themes' });
    expect(res.statusCode).toBe(200);
    const list = res.json<ThemeList>();
    expect(list.themes.length).toBeGreaterThanOrEqual(10);
    expect(list.themes.filter((theme) => theme.dark).length).toBeGreaterThanOrEqual(2);
    expect(list.themes.map((theme) => theme.id)).toEqual(THEMES.map((theme) => theme.id));
    expect(new Set(list.themes.map((theme) => theme.id)).size).toBe(list.themes.length);
    expect(list.custom).toEqual({ id: 'custom', name: 'Personalizado' });
    expect(list.themes.map((theme) => theme.id)).toContain(list.defaultTheme);
    const medianoche = list.themes.find((theme) => theme.id === 'medianoche');
    expect(medianoche).toMatchObject({ name: 'Medianoche', dark: true, fonts: { heading: 'Montserrat', body: 'Inter' }, button: { shape: 'pill', fill: 'solid' } });
  });
});

describe('new page fields', () => {
  it('a new page follows the default theme, hides the domain line and has the medium photo', async () => {
    const page = await createPage(t, owner, { title: 'Con tema' });
    expect(page).toMatchObject({
      theme: 'claro',
      buttonShape: null,
      buttonFill: null,
      buttonColor: null,
      buttonTextColor: null,
      showLinkDomain: false,
      socialLinks: [],
      socialPosition: 'above',
      bio: '',
      profileImageSize: 'medium',
      ogTitle: null,
      ogDescription: null,
      ogImage: null,
    });
  });

  it('saves the theme, the button style and the rest, and answers them to the owner and to visitors', async () => {
    const page = await createPage(t, owner, { title: 'Estilo' });
    const res = await patch(page.id, {
      ...themeChoice('medianoche'),
      buttonShape: 'square',
      buttonFill: 'outline',
      buttonColor: '#FF0066',
      showLinkDomain: true,
      socialPosition: 'below',
      bio: '  Hola\r\nSoy Ana  ',
      profileImageSize: 'small',
      ogTitle: 'Ana en la red',
      ogDescription: '',
      ogImage: 'https://img.example/tarjeta.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      theme: 'medianoche',
      backgroundColor: '#0F1226',
      buttonShape: 'square',
      buttonFill: 'outline',
      buttonColor: '#FF0066',
      buttonTextColor: null,
      showLinkDomain: true,
      socialPosition: 'below',
      bio: 'Hola\nSoy Ana',
      profileImageSize: 'small',
      ogTitle: 'Ana en la red',
      ogDescription: null,
      ogImage: 'https://img.example/tarjeta.png',
    });
    const visitor = await t.request({ method: 'GET', url: `/api/pages/${page.slug}` });
    expect(visitor.json()).toMatchObject({ theme: 'medianoche', bio: 'Hola\nSoy Ana', buttonFill: 'outline', ogImage: 'https://img.example/tarjeta.png' });
    expect(visitor.json()).not.toHaveProperty('userId');

    // Choosing 'Personalizado' keeps every setting; choosing a theme again clears the button overrides.
    expect((await patch(page.id, themeChoice('custom'))).json()).toMatchObject({ theme: 'custom', buttonFill: 'outline', backgroundColor: '#0F1226' });
    expect((await patch(page.id, themeChoice('papel'))).json()).toMatchObject({ theme: 'papel', buttonShape: null, buttonFill: null, buttonColor: null, backgroundColor: '#F3EEE4' });
  });

  it('refuses unknown themes and styles, long bios and sharing texts, with Spanish messages', async () => {
    const page = await createPage(t, owner, { title: 'Errores' });
    const cases: [Record<string, unknown>, string][] = [
      [{ theme: 'inventado' }, 'Tema no válido'],
      [{ buttonShape: 'circle' }, 'Forma de botón no válida'],
      [{ buttonFill: 'glass' }, 'Estilo de botón no válido'],
      [{ buttonColor: 'red;}body{' }, 'Color no válido'],
      [{ socialPosition: 'left' }, 'Posición no válida'],
      [{ profileImageSize: 'huge' }, 'Tamaño de foto no válido'],
      [{ bio: 'a'.repeat(301) }, 'No puede tener más de 300 caracteres'],
      [{ bio: 'hola\u0007' }, 'El texto no puede contener caracteres de control'],
      [{ ogTitle: 'a'.repeat(121) }, 'No puede tener más de 120 caracteres'],
      [{ ogTitle: 'dos\nlíneas' }, 'El texto no puede contener saltos de línea ni caracteres de control'],
      [{ ogImage: 'javascript:alert(1)' }, 'Debe ser una URL válida que empiece por http:// o https://'],
    ];
    for (const [body, message] of cases) {
      const res = await patch(page.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error, JSON.stringify(body)).toContain(message);
    }
  });

  it("another owner's page answers 404 and is left as it was", async () => {
    const page = await createPage(t, owner, { title: 'Mía' });
    const res = await patch(page.id, { theme: 'neon', bio: 'intruso' }, stranger);
    expect(res.statusCode).toBe(404);
    const mine = await t.request({ method: 'GET', url: `/api/pages/id/${page.id}`, as: owner });
    expect(mine.json()).toMatchObject({ theme: 'claro', bio: '' });
  });
});

describe('social links', () => {
  it('turns user names, numbers and addresses into each network’s address', async () => {
    const page = await createPage(t, owner, { title: 'Redes' });
    const res = await patch(page.id, {
      socialLinks: [
        { network: 'instagram', url: '@ana.lopez' },
        { network: 'tiktok', url: 'ana' },
        { network: 'youtube', url: 'https://youtube.com/@ana' },
        { network: 'x', url: 'twitter.com/ana' },
        { network: 'facebook', url: 'ana.lopez' },
        { network: 'linkedin', url: 'https://www.linkedin.com/in/ana' },
        { network: 'github', url: '@ana' },
        { network: 'twitch', url: 'https://www.twitch.tv/ana' },
        { network: 'spotify', url: 'https://open.spotify.com/artist/123' },
        { network: 'whatsapp', url: '+34 600 11 22 33' },
        { network: 'telegram', url: '@ana' },
        { network: 'email', url: 'ana@correo.example' },
        { network: 'website', url: 'https://ana.example' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Page>().socialLinks).toEqual([
      { network: 'instagram', url: 'https://www.instagram.com/ana.lopez' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@ana' },
      { network: 'youtube', url: 'https://youtube.com/@ana' },
      { network: 'x', url: 'https://twitter.com/ana' },
      { network: 'facebook', url: 'https://www.facebook.com/ana.lopez' },
      { network: 'linkedin', url: 'https://www.linkedin.com/in/ana' },
      { network: 'github', url: 'https://github.com/ana' },
      { network: 'twitch', url: 'https://www.twitch.tv/ana' },
      { network: 'spotify', url: 'https://open.spotify.com/artist/123' },
      { network: 'whatsapp', url: 'https://wa.me/34600112233' },
      { network: 'telegram', url: 'https://t.me/ana' },
      { network: 'email', url: 'mailto:ana@correo.example' },
      { network: 'website', url: 'https://ana.example/' },
    ]);
  });

  it('refuses an address of another site, a bad number or address, an unknown network and too many', async () => {
    const page = await createPage(t, owner, { title: 'Redes malas' });
    const cases: [unknown, string][] = [
      [[{ network: 'instagram', url: 'https://evil.example/ana' }], 'Escribe tu usuario de Instagram'],
      [[{ network: 'whatsapp', url: '12' }], 'Escribe tu número de WhatsApp'],
      [[{ network: 'email', url: 'no-es-correo' }], 'Escribe una dirección de correo electrónico válida'],
      [[{ network: 'website', url: 'javascript:alert(1)' }], 'Escribe la dirección de tu sitio web'],
      [[{ network: 'spotify', url: 'ana' }], 'Pega el enlace de tu perfil'],
      [[{ network: 'myspace', url: 'https://myspace.com/ana' }], 'Red social no válida'],
      [Array.from({ length: 21 }, () => ({ network: 'website', url: 'https://ana.example' })), 'No puede haber más de 20 redes sociales'],
    ];
    for (const [socialLinks, message] of cases) {
      const res = await patch(page.id, { socialLinks });
      expect(res.statusCode, JSON.stringify(socialLinks).slice(0, 80)).toBe(400);
      expect(res.json().error).toContain(message);
    }
    expect((await t.request({ method: 'GET', url: `/api/pages/id/${page.id}`, as: owner })).json<Page>().socialLinks).toEqual([]);
  });
});

describe('copies and exports', () => {
  it('a duplicated page and the account export carry every new field', async () => {
    const exporter = await t.user();
    const page = await createPage(t, exporter, { title: 'Original' });
    const looks = {
      theme: 'bosque',
      buttonShape: 'pill',
      buttonFill: 'shadow',
      buttonColor: '#FFEEDD',
      buttonTextColor: '#112233',
      showLinkDomain: true,
      socialLinks: [{ network: 'github', url: 'https://github.com/ana' }],
      socialPosition: 'below',
      bio: 'Dos\nlíneas',
      profileImageSize: 'large',
      ogTitle: 'Compartida',
      ogDescription: 'Descripción para compartir',
      ogImage: 'https://img.example/og.png',
    };
    expect((await patch(page.id, looks, exporter)).statusCode).toBe(200);

    const copy = await t.request({ method: 'POST', url: `/api/pages/${page.id}/duplicate`, as: exporter });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject(looks);

    const exported = await t.request({ method: 'GET', url: '/api/account/export', as: exporter });
    expect(exported.statusCode).toBe(200);
    const pages = exported.json<{ pages: Page[] }>().pages;
    expect(pages).toHaveLength(2);
    for (const exportedPage of pages) expect(exportedPage).toMatchObject(looks);
  });
});

describe('a theme set through the API (issue 32, decision 014)', () => {
  it('takes the theme’s background and buttons when the request sets only the theme', async () => {
    const page = await createPage(t, owner, { title: 'Solo tema' });
    await patch(page.id, { buttonShape: 'pill', buttonColor: '#FF0066' });
    for (const theme of THEMES) {
      const res = await patch(page.id, { theme: theme.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        theme: theme.id,
        backgroundColor: theme.background.color,
        buttonShape: null,
        buttonFill: null,
        buttonColor: null,
        buttonTextColor: null,
      });
    }
    const last = THEMES[THEMES.length - 1]!;
    const visitor = await t.request({ method: 'GET', url: `/api/pages/id/${page.id}` });
    expect(visitor.json()).toMatchObject({ theme: last.id, backgroundColor: last.background.color });
  });

  it('keeps what the same request sets after the theme, and Personalizado changes nothing else', async () => {
    const page = await createPage(t, owner, { title: 'Tema y color' });
    const res = await patch(page.id, { theme: 'carbon', backgroundColor: '#222244', buttonFill: 'solid' });
    expect(res.json()).toMatchObject({ theme: 'carbon', backgroundColor: '#222244', buttonFill: 'solid', buttonShape: null });
    const custom = await patch(page.id, { theme: 'custom' });
    expect(custom.json()).toMatchObject({ theme: 'custom', backgroundColor: '#222244', buttonFill: 'solid' });
    const again = await patch(page.id, { backgroundColor: '#FFFFFF' });
    expect(again.json()).toMatchObject({ theme: 'custom', backgroundColor: '#FFFFFF' });
  });

  it('a duplicated page keeps the theme’s look', async () => {
    const page = await createPage(t, owner, { title: 'Bosque copiado' });
    await patch(page.id, { theme: 'bosque' });
    const copy = await t.request({ method: 'POST', url: `/api/pages/${page.id}/duplicate`, as: owner });
    expect(copy.json()).toMatchObject({ theme: 'bosque', backgroundColor: '#1D3328' });
  });
});
