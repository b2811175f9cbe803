import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StatsBlock } from '@shared/schemas/stats';
import { BlocksTable } from './blocks-table';

const block = (itemId: number, views: number, clicks: number, deleted = false): StatsBlock => ({
  itemId,
  deleted,
  views,
  clicks,
  ctr: views > 0 ? Math.round((clicks / views) * 10_000) / 10_000 : 0,
  series: [0, clicks],
  targets: clicks > 0 ? [{ suffix: '', clicks }] : [],
});

const TITLES = [
  { id: 1, title: 'Blog' },
  { id: 2, title: 'Agenda' },
  { id: 3, title: 'Tienda' },
];

function setup() {
  const onReset = vi.fn();
  render(<BlocksTable blocks={[block(1, 100, 10), block(2, 40, 8), block(3, 10, 0), block(9, 100, 3, true)]} titles={TITLES} onReset={onReset} />);
  const table = screen.getByTestId('stats-blocks');
  const names = () => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
  const header = (name: string) => within(table).getAllByRole('columnheader').find((cell) => cell.textContent === name)!;
  return { table, names, header, onReset };
}

describe("'Vistas y clics por bloque' (issue 42)", () => {
  it('lists every block with views, clicks and CTR, most clicked first, the deleted ones apart', () => {
    const { table, names, header } = setup();
    expect(names()).toEqual(['Blog', 'Agenda', 'Tienda']);
    expect(header('Clics')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Vistas')).not.toHaveAttribute('aria-sort');
    const tienda = within(table).getAllByRole('row')[3]!;
    expect(within(tienda).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual(['10', '0', '0 %']);
    const deleted = screen.getByRole('region', { name: 'Bloques eliminados' });
    expect(within(deleted).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Bloque n.º 9']);
    expect(within(deleted).getByRole('button', { name: 'Restablecer los clics de Bloque n.º 9' })).toBeInTheDocument();
  });

  it('sorts by each column with buttons in the headers, turning the order round on a second press', async () => {
    const { names, header } = setup();
    await userEvent.click(within(header('CTR')).getByRole('button'));
    expect(names()).toEqual(['Agenda', 'Blog', 'Tienda']);
    expect(header('CTR')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Clics')).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(header('CTR')).getByRole('button'));
    expect(names()).toEqual(['Tienda', 'Blog', 'Agenda']);
    expect(header('CTR')).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(header('Bloque')).getByRole('button', { name: 'Bloque' }));
    expect(names()).toEqual(['Agenda', 'Blog', 'Tienda']);
    expect(header('Bloque')).toHaveAttribute('aria-sort', 'ascending');

    // By keyboard too.
    within(header('Vistas')).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['Blog', 'Agenda', 'Tienda']);
    expect(header('Vistas')).toHaveAttribute('aria-sort', 'descending');
  });
});
