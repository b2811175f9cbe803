import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/page';
import { PAGES_LIST_KEY } from '@/api/pages/get-pages';
import { PageSelector } from './page-selector';

const page = (id: number, title: string, parentPageId: number | null = null) => ({ id, title, parentPageId }) as Page;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function setup(pages: Page[] | 'pending') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (pages === 'pending') client.setQueryDefaults(PAGES_LIST_KEY, { queryFn: () => new Promise<never>(() => {}) });
  else client.setQueryData(PAGES_LIST_KEY, pages);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/edit/1']}>
        <Routes>
          <Route path="*" element={<>{children}<Where /></>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(
    <>
      <span id="label">Página</span>
      <PageSelector pageId={1} labelledBy="label" />
    </>,
    { wrapper },
  );
}

describe('page selector (spec section 2)', () => {
  it("shows 'Cargando...' while the list loads", () => {
    setup('pending');
    expect(screen.getByRole('combobox', { name: 'Página' })).toHaveTextContent('Cargando...');
    expect(screen.getByRole('combobox')).toBeDisabled();
  });

  it("shows 'No hay páginas disponibles' for an empty list", () => {
    setup([]);
    expect(screen.getByRole('combobox')).toHaveTextContent('No hay páginas disponibles');
  });

  it("lists 'title - id' and opens the chosen page", async () => {
    setup([page(1, 'Inicio'), page(2, 'Tienda')]);
    const combobox = screen.getByRole('combobox');
    expect(combobox).toHaveTextContent('Inicio - 1');
    await userEvent.click(combobox);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Inicio - 1', 'Tienda - 2']);
    await userEvent.click(screen.getByRole('option', { name: 'Tienda - 2' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/edit/2');
  });

  it('shows each subpage under its parent, indented, and names the parent for screen readers', async () => {
    setup([page(1, 'Inicio'), page(2, 'Tienda'), page(3, 'Camisetas', 2), page(4, 'Contacto', 1), page(5, 'Tallas', 3)]);
    await userEvent.click(screen.getByRole('combobox'));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Inicio - 1',
      'Subpágina de InicioContacto - 4',
      'Tienda - 2',
      'Subpágina de TiendaCamisetas - 3',
      'Subpágina de CamisetasTallas - 5',
    ]);
    expect(screen.getByRole('option', { name: 'Tallas - 5' })).toHaveAccessibleDescription('Subpágina de Camisetas');
    expect(screen.getByRole('option', { name: 'Tienda - 2' })).not.toHaveAccessibleDescription();
    expect(options.map((option) => option.style.paddingLeft)).toEqual(['', '1.75rem', '', '1.75rem', '3rem']);
    await userEvent.click(screen.getByRole('option', { name: 'Tallas - 5' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/edit/5');
  });
});
