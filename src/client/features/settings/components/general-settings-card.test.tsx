import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SETTINGS, type Page, type PageSettings } from '@shared/schemas/page';
import { Toaster } from '@/components/ui/toaster';
import { pagePath } from '@/api/pages/get-page';
import { testPageView } from '@/test/page-view';
import { useEditorStore } from '@/stores/editor-store';
import { GeneralSettingsCard } from './general-settings-card';

// jsdom has no ResizeObserver; Radix's switch measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function setup(settings: Partial<PageSettings> | null, saved?: Page) {
  useEditorStore.getState().reset();
  if (settings) {
    useEditorStore.getState().loadPage({ settings: { ...DEFAULT_PAGE_SETTINGS, ...settings }, items: [], parentPageId: null });
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (saved) client.setQueryData([pagePath(saved.id)], saved);
  render(
    <QueryClientProvider client={client}>
      <GeneralSettingsCard />
      <Toaster />
    </QueryClientProvider>,
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

beforeEach(() => localStorage.clear());

describe("'Configuración General' (spec sections 2, 4, 5 and 8)", () => {
  it('regenerates the slug from the title and keeps letters (accents as plain letters), digits and hyphens typed by hand', async () => {
    setup({ id: 4, title: 'Inicio', slug: 'inicio' });
    const title = screen.getByLabelText('Título de la página');
    const slug = screen.getByLabelText('Slug');
    await userEvent.clear(title);
    await userEvent.type(title, 'Café & Té Ñú');
    expect(slug).toHaveValue('cafe-te-nu');
    expect(useEditorStore.getState().pageSettings).toMatchObject({ title: 'Café & Té Ñú', slug: 'cafe-te-nu' });
    expect(screen.getByText('Tienes cambios sin guardar.')).toBeInTheDocument();
    await userEvent.clear(title);
    expect(slug).toHaveValue('pagina-sin-titulo');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Mi Página_2!-OK');
    expect(slug).toHaveValue('mi-pagina2-ok');
  });

  it("refuses to save without a page: 'No hay una página seleccionada para guardar.'", async () => {
    setup(null);
    await save();
    expect(await screen.findByText('No hay una página seleccionada para guardar.')).toBeInTheDocument();
    expect(screen.getByText('Error al guardar')).toBeInTheDocument();
  });

  it("refuses an empty slug: 'El slug no puede estar vacío.'", async () => {
    setup({ id: 4, title: 'Inicio', slug: 'inicio' });
    await userEvent.clear(screen.getByLabelText('Slug'));
    await save();
    expect(await screen.findByText('El slug no puede estar vacío.')).toBeInTheDocument();
  });

  it("refuses an id that cannot be a page: 'ID de página no válido para guardar.'", async () => {
    setup({ id: -1, title: 'Inicio', slug: 'inicio' });
    await save();
    expect(await screen.findByText('ID de página no válido para guardar.')).toBeInTheDocument();
  });

  it('says before saving that the public address will change and that the old one keeps working', async () => {
    const saved = { ...testPageView({ id: 4, title: 'Inicio', slug: 'inicio' }), userId: null, createdAt: '', updatedAt: '' } as Page;
    setup({ id: 4, title: 'Inicio', slug: 'inicio' }, saved);
    expect(screen.queryByText('La dirección pública cambiará')).not.toBeInTheDocument();
    const slug = screen.getByLabelText('Slug');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'mi-tienda');
    const note = screen.getByTestId('slug-change-note');
    expect(note).toHaveTextContent('La dirección pública cambiará');
    expect(note).toHaveTextContent(`Al guardar, tu página se publicará en ${location.origin}/view/mi-tienda.`);
    expect(note).toHaveTextContent(`La dirección anterior, ${location.origin}/view/inicio, seguirá funcionando y llevará a la nueva.`);
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toHaveAccessibleDescription(/La dirección pública cambiará/);
    // Only the switch changed, or the slug typed back: the address stays, nothing to say.
    await userEvent.clear(slug);
    await userEvent.type(slug, 'inicio');
    expect(screen.queryByTestId('slug-change-note')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Mostrar título' }));
    expect(screen.queryByTestId('slug-change-note')).not.toBeInTheDocument();
  });
});
