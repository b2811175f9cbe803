import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SETTINGS, type PageSettings } from '@shared/schemas/page';
import { Toaster } from '@/components/ui/toaster';
import { useEditorStore } from '@/features/editor/stores/editor-store';
import { GeneralSettingsCard } from './general-settings-card';

// jsdom has no ResizeObserver; Radix's switch measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function setup(settings: Partial<PageSettings> | null) {
  useEditorStore.getState().reset();
  if (settings) {
    useEditorStore.getState().loadPage({ settings: { ...DEFAULT_PAGE_SETTINGS, ...settings }, items: [], parentPageId: null });
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
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
});
