import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatsGoal } from '@shared/schemas/stats';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { Goals } from './goals';

const PAGE = 7;
const TITLES = [
  { id: 3, title: 'Mi tienda' },
  { id: 4, title: 'Carta de verano' },
  { id: 5, title: 'Ana Pérez' },
];

function stubApi() {
  const sent: { method: string; path: string }[] = [];
  // The API client asks for /api/config first; its empty answer is logged and is of no matter here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    sent.push({ method: init?.method ?? 'GET', path: url.pathname });
    return new Response(null, { status: 204 });
  });
  return sent;
}

function show(goals: StatsGoal[]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Goals pageId={PAGE} goals={goals} titles={TITLES} />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("'Objetivos' (issue 42)", () => {
  it('lists each goal with its block, count and conversion rate', () => {
    show([
      { kind: 'vcard', itemId: 5, count: 12, rate: 0.25, series: [12] },
      { kind: 'gate', itemId: 0, count: 3, rate: 0.0625, series: [3] },
      { kind: 'pdf', itemId: 99, count: 1, rate: 0.0208, series: [1] },
      { kind: 'click', itemId: 3, count: 0, rate: 0, series: [0] },
    ]);
    const section = screen.getByRole('region', { name: 'Objetivos' });
    expect(within(section).getByRole('columnheader', { name: 'Tasa de conversión' })).toBeInTheDocument();
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Descargas de vCardAna Pérez',
      'Avisos de contenido superadosLa página',
      'Descargas de PDFBloque eliminado (n.º 99)',
      'Clics en bloqueMi tienda',
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('12');
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent(/^25\s%$/);
    expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent(/^6,3\s%$/);
    // Only a marked block's clicks can be unmarked; the others count by themselves.
    expect(within(section).getAllByRole('button', { name: /Quitar objetivo/ })).toHaveLength(1);
  });

  it('says so in Spanish when there are none', () => {
    show([]);
    expect(screen.getByRole('region', { name: 'Objetivos' })).toHaveTextContent(/Aún no hay objetivos en este periodo/);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("'Marcar como objetivo' marks the chosen block, the cross unmarks one", async () => {
    const sent = stubApi();
    const user = userEvent.setup();
    show([{ kind: 'click', itemId: 3, count: 2, rate: 0.5, series: [2] }]);
    const mark = screen.getByRole('button', { name: 'Marcar como objetivo' });
    expect(mark).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Contar los clics de un bloque como objetivo' }));
    // A marked block is not offered again.
    expect(screen.queryByRole('option', { name: 'Mi tienda' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Ana Pérez' }));
    await user.click(mark);
    await waitFor(() => expect(sent).toContainEqual({ method: 'PUT', path: `/api/pages/${PAGE}/stats/goals/5` }));
    expect(await screen.findByText('Objetivo marcado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar objetivo: clics en Mi tienda' }));
    await waitFor(() => expect(sent).toContainEqual({ method: 'DELETE', path: `/api/pages/${PAGE}/stats/goals/3` }));
  });
});
