import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Page, type PageSettings, pageToSettings, updatePageSchema } from '@shared/schemas/page';
import { THEMES, themeById } from '@shared/themes';
import { Toaster } from '@/components/ui/toaster';
import { pagePath } from '@/api/pages/get-page';
import { useEditorStore } from '@/stores/editor-store';
import { testPageView } from '@/test/page-view';
import { BioCard } from './bio-card';
import { ButtonStyleCard } from './button-style-card';
import { ShareCard } from './share-card';
import { SocialLinksCard } from './social-links-card';
import { ThemeGallery } from './theme-gallery';

// jsdom has no ResizeObserver; Radix's radio group and switch measure themselves with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const PAGE_ID = 4;

// Whole flows typed key by key on a machine shared with other work: more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

/**
 * A stand-in for PATCH /api/pages/{id} only (the network is what is replaced): the body is checked
 * with the shared schema the server uses, a refusal answers 400 {"error": "<field>: <message>"} as
 * the server's error handler does, and the row keeps what was accepted.
 */
function stubPageServer(initial: Page) {
  let row = initial;
  const patches: Record<string, unknown>[] = [];
  const refusals: string[] = [];
  const holds: Promise<void>[] = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    if (url.pathname !== `/api/pages/${PAGE_ID}` || init?.method !== 'PATCH') return new Response('', { status: 404 });
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    patches.push(body);
    await holds.shift();
    const refusal = refusals.shift();
    const parsed = updatePageSchema.safeParse(body);
    if (refusal || !parsed.success) {
      const issue = parsed.success ? null : parsed.error.issues[0]!;
      const error = refusal ?? `${issue!.path.join('.')}: ${issue!.message}`;
      return new Response(JSON.stringify({ error }), { status: 400, headers: { 'content-type': 'application/json' } });
    }
    row = { ...row, ...(parsed.data as Partial<Page>), updatedAt: new Date().toISOString() };
    return new Response(JSON.stringify(row), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return {
    patches,
    row: () => row,
    refuseNext: (message: string) => refusals.push(message),
    /** Keeps the next answer until the returned function is called. */
    holdNext: () => {
      let release!: () => void;
      holds.push(new Promise<void>((resolve) => (release = resolve)));
      return release;
    },
  };
}

function serverPage(changes: Partial<Page> = {}): Page {
  return {
    ...testPageView({ id: PAGE_ID, title: 'Inicio', slug: 'inicio', theme: 'claro', backgroundColor: '#FFFFFF', showLinkDomain: false, profileImageSize: 'medium' }),
    userId: null,
    hasPassword: false,
    sensitive: null,
    status: 'published',
    publishAt: null,
    redirect: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...changes,
  };
}

function setup(changes: Partial<Page> = {}) {
  const page = serverPage(changes);
  const server = stubPageServer(page);
  useEditorStore.getState().reset();
  useEditorStore.getState().loadPage({ settings: pageToSettings(page), items: [], parentPageId: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData([pagePath(PAGE_ID)], page);
  render(
    <QueryClientProvider client={client}>
      <ThemeGallery />
      <SocialLinksCard />
      <BioCard />
      <ButtonStyleCard />
      <ShareCard />
      <Toaster />
    </QueryClientProvider>,
  );
  return server;
}

const settings = (): PageSettings => useEditorStore.getState().pageSettings;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("'Temas'", () => {
  it('lists every theme and Personalizado as one radio group, the current one checked', () => {
    setup();
    const group = screen.getByRole('radiogroup', { name: 'Tema de la página' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(THEMES.length + 1);
    expect(within(group).getByRole('radio', { name: 'Claro' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Medianoche (oscuro)' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Personalizado (tus ajustes)' })).toBeInTheDocument();
    expect(within(group).getAllByTestId('theme-swatch')).toHaveLength(THEMES.length + 1);
  });

  it('a click shows the theme in the preview at once and saves what decision 310 says in one request', async () => {
    const server = setup({ buttonShape: 'square', buttonColor: '#FF0000' });
    await userEvent.click(screen.getByRole('radio', { name: 'Medianoche (oscuro)' }));
    const medianoche = themeById('medianoche')!;
    // The preview reads the editor store.
    expect(settings()).toMatchObject({ theme: 'medianoche', background_color: medianoche.background.color, button_shape: null, button_color: null });
    expect(screen.getByRole('radio', { name: 'Medianoche (oscuro)' })).toBeChecked();
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]).toEqual({
      theme: 'medianoche',
      backgroundColor: medianoche.background.color,
      buttonShape: null,
      buttonFill: null,
      buttonColor: null,
      buttonTextColor: null,
    });
    await waitFor(() => expect(server.row().theme).toBe('medianoche'));

    // 'Personalizado' keeps the owner's settings: only the theme changes.
    await userEvent.click(screen.getByRole('radio', { name: 'Personalizado (tus ajustes)' }));
    await waitFor(() => expect(server.patches).toHaveLength(2));
    expect(server.patches[1]).toEqual({ theme: 'custom' });
    expect(settings().background_color).toBe(medianoche.background.color);
  });

  it('arrowing through the cards previews each theme and saves only the last one, after the pause', async () => {
    const server = setup();
    screen.getByRole('radio', { name: 'Claro' }).focus();
    // Held as a person holds a key: Radix moves the focus on the next tick, and checks the card the
    // focus lands on while an arrow is down.
    for (const theme of THEMES.slice(1, 4)) {
      await userEvent.keyboard('{ArrowRight>}');
      await waitFor(() => expect(settings().theme).toBe(theme.id));
      await userEvent.keyboard('{/ArrowRight}');
    }
    expect(screen.getByRole('radio', { name: 'Carbón (oscuro)' })).toHaveFocus();
    expect(server.patches).toHaveLength(0);
    await waitFor(() => expect(server.patches).toHaveLength(1), { timeout: 3000 });
    expect(server.patches[0]).toMatchObject({ theme: 'carbon' });
  });
});

/** dnd-kit's keyboard sensor measures the rows; jsdom lays nothing out, so each row gets a box. */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-testid="social-link-row"]');
    const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
    const top = row ? index * 60 : 0;
    const height = row ? 50 : 600;
    return { x: 0, y: top, top, left: 0, bottom: top + height, right: 300, width: 300, height, toJSON: () => ({}) } as DOMRect;
  });
}

describe("'Redes sociales'", () => {
  const rows = () => screen.queryAllByTestId('social-link-row').map((row) => row.getAttribute('aria-label'));

  async function addProfile(network: string, typed: string) {
    await userEvent.click(screen.getByRole('combobox', { name: 'Red' }));
    await userEvent.click(screen.getByRole('option', { name: network }));
    const field = screen.getByRole('textbox', { name: /Usuario o enlace|Número de teléfono|Correo electrónico|Dirección web/ });
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Añadir red' }));
  }

  it('adds profiles in the form the server stores, shows refusals as the field error and keeps what was typed', async () => {
    const server = setup();
    expect(screen.getByText('Aún no has añadido ninguna red.')).toBeInTheDocument();

    await addProfile('Instagram', '@ana.fotos');
    await waitFor(() => expect(rows()).toEqual(['Instagram 1']));
    expect(server.row().socialLinks).toEqual([{ network: 'instagram', url: 'https://www.instagram.com/ana.fotos' }]);
    expect(screen.getByRole('textbox', { name: 'Usuario o enlace' })).toHaveValue('');

    // A WhatsApp number that is too short: the network's message under the field, nothing sent.
    await addProfile('WhatsApp', '+34 600');
    const field = screen.getByRole('textbox', { name: 'Número de teléfono' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe tu número de WhatsApp con el prefijo del país');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Escribe tu número de WhatsApp/);
    expect(field).toHaveValue('+34 600');
    expect(server.patches, JSON.stringify(server.patches)).toHaveLength(1);

    // The server refuses: its message (without the field's path) is the field's error; the text stays.
    server.refuseNext('socialLinks: No puede haber más de 20 redes sociales');
    await userEvent.type(field, ' 000 000');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir red' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No puede haber más de 20 redes sociales$/);
    expect(field).toHaveValue('+34 600 000 000');
    expect(rows()).toEqual(['Instagram 1']);

    // Sent again: stored as its wa.me link.
    await userEvent.click(screen.getByRole('button', { name: 'Añadir red' }));
    await waitFor(() => expect(rows()).toEqual(['Instagram 1', 'WhatsApp 2']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.row().socialLinks[1]).toEqual({ network: 'whatsapp', url: 'https://wa.me/34600000000' });
    expect(screen.getByText('https://wa.me/34600000000')).toBeInTheDocument();
  });

  it('keeps what was typed while an add was on its way', async () => {
    const server = setup();
    const release = server.holdNext();
    await addProfile('Instagram', '@ana.fotos');
    expect(screen.getByRole('button', { name: 'Añadiendo...' })).toBeDisabled();
    const field = screen.getByRole('textbox', { name: 'Usuario o enlace' });
    await userEvent.clear(field);
    await userEvent.type(field, 'ana.dibujos');
    release();
    await waitFor(() => expect(rows()).toEqual(['Instagram 1']));
    expect(field).toHaveValue('ana.dibujos');
    expect(server.row().socialLinks).toEqual([{ network: 'instagram', url: 'https://www.instagram.com/ana.fotos' }]);
  });

  it('reorders with the keyboard (Space, arrow, Space) and removes, each sent at once', async () => {
    const server = setup({
      socialLinks: [
        { network: 'instagram', url: 'https://www.instagram.com/ana' },
        { network: 'github', url: 'https://github.com/ana' },
        { network: 'email', url: 'mailto:ana@example.com' },
      ],
    });
    layOutRows();
    expect(rows()).toEqual(['Instagram 1', 'GitHub 2', 'Correo electrónico 3']);
    const handle = screen.getByRole('button', { name: 'Arrastrar para reordenar: Instagram 1' });
    handle.focus();
    await userEvent.keyboard(' ');
    await act(async () => {
      await userEvent.keyboard('{ArrowDown}');
    });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(rows()).toEqual(['GitHub 1', 'Instagram 2', 'Correo electrónico 3']));
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.row().socialLinks.map((link) => link.network)).toEqual(['github', 'instagram', 'email']);

    await userEvent.click(screen.getByRole('button', { name: 'Quitar Instagram' }));
    expect(rows()).toEqual(['GitHub 1', 'Correo electrónico 2']);
    await waitFor(() => expect(server.row().socialLinks.map((link) => link.network)).toEqual(['github', 'email']));

    await userEvent.click(screen.getByRole('radio', { name: 'Debajo de los bloques' }));
    expect(settings().social_position).toBe('below');
    await waitFor(() => expect(server.row().socialPosition).toBe('below'));
  });
});

describe("'Biografía'", () => {
  it('counts the characters, stops at 300 and keeps line breaks', async () => {
    const server = setup();
    const bio = screen.getByRole('textbox', { name: 'Biografía' });
    expect(bio).toHaveAccessibleDescription('0 de 300 caracteres');
    await userEvent.type(bio, 'Hola{Enter}mundo');
    expect(screen.getByText('10/300')).toBeInTheDocument();
    expect(bio).toHaveAccessibleDescription('10 de 300 caracteres');
    expect(settings().bio).toBe('Hola\nmundo');
    await waitFor(() => expect(server.row().bio).toBe('Hola\nmundo'), { timeout: 2000 });

    fireEvent.change(bio, { target: { value: 'x'.repeat(300) } });
    expect(bio).toHaveAttribute('maxLength', '300');
    expect(screen.getByText('300/300').parentElement).toHaveClass('text-destructive');
    // The change is saved after the pause; waited for here so that it is not sent during a later test.
    await waitFor(() => expect(server.row().bio).toBe('x'.repeat(300)), { timeout: 2000 });
  });

  it('keeps the typed bio in the field when the server refuses it, and sends it again on leaving the field', async () => {
    const server = setup();
    const bio = screen.getByRole('textbox', { name: 'Biografía' });
    server.refuseNext('bio: No se pudo guardar');
    // Typed in one go, then left: sent at once and refused.
    fireEvent.change(bio, { target: { value: 'Fotógrafa' } });
    fireEvent.blur(bio);
    expect(await screen.findByText(/No se guardó\. Tu texto sigue aquí/)).toBeInTheDocument();
    expect(bio).toHaveValue('Fotógrafa');
    expect(await screen.findByText('Error al guardar')).toBeInTheDocument();
    fireEvent.blur(bio);
    await waitFor(() => expect(server.row().bio).toBe('Fotógrafa'));
    expect(screen.queryByText(/No se guardó\./)).not.toBeInTheDocument();
  });
});

describe("'Botones'", () => {
  it("shows the theme's buttons, saves the owner's over them and gives the theme's back", async () => {
    const server = setup({ theme: 'medianoche', backgroundColor: '#0F1226' });
    const medianoche = themeById('medianoche')!;
    expect(screen.getByRole('radio', { name: 'Píldora' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sólido' })).toBeChecked();
    expect(screen.getByLabelText('Color del botón', { exact: true })).toHaveValue(medianoche.button.color);
    expect(screen.queryByRole('button', { name: 'Usar los del tema' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Cuadrado' }));
    expect(settings().button_shape).toBe('square');
    await waitFor(() => expect(server.row().buttonShape).toBe('square'));
    await userEvent.click(screen.getByRole('button', { name: 'Usar los del tema' }));
    expect(screen.getByRole('radio', { name: 'Píldora' })).toBeChecked();
    await waitFor(() => expect(server.row()).toMatchObject({ theme: 'medianoche', buttonShape: null, buttonFill: null }));

    await userEvent.click(screen.getByRole('switch', { name: 'Mostrar dominio' }));
    await waitFor(() => expect(server.row().showLinkDomain).toBe(true));
  });
});

describe("'Compartir en redes'", () => {
  it('shows the defaults as placeholders and in the card, and an emptied field goes back to them (null)', async () => {
    const server = setup({ bio: 'Fotógrafa en Madrid.\nBodas.' });
    const title = screen.getByRole('textbox', { name: 'Título al compartir' });
    const description = screen.getByRole('textbox', { name: 'Descripción al compartir' });
    expect(title).toHaveAttribute('placeholder', 'Inicio');
    expect(description).toHaveAttribute('placeholder', 'Fotógrafa en Madrid.');
    expect(screen.getByTestId('share-card-title')).toHaveTextContent('Inicio');
    expect(title).toHaveAttribute('maxLength', '120');

    fireEvent.change(title, { target: { value: 'Ana, fotógrafa ' } });
    expect(screen.getByTestId('share-card-title')).toHaveTextContent('Ana, fotógrafa');
    fireEvent.blur(title);
    await waitFor(() => expect(server.row().ogTitle).toBe('Ana, fotógrafa'));
    // The server's trimmed answer does not take the space from under the caret.
    expect(title).toHaveValue('Ana, fotógrafa ');

    fireEvent.change(title, { target: { value: '' } });
    fireEvent.blur(title);
    await waitFor(() => expect(server.row().ogTitle).toBeNull());
    expect(server.patches.filter((patch) => 'ogTitle' in patch).at(-1)).toEqual({ ogTitle: null });
    expect(screen.getByTestId('share-card-title')).toHaveTextContent('Inicio');
  });
});
