import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatsCampaign } from '@shared/schemas/stats';
import { CampaignsTable } from './campaigns-table';

const campaigns: StatsCampaign[] = [
  { source: 'boletin', medium: 'email', campaign: 'otono', views: 120, visitors: 95, clicks: 31 },
  { source: 'Instagram', medium: '', campaign: 'rebajas', views: 4, visitors: 3, clicks: 0 },
];

describe('CampaignsTable', () => {
  it('shows one row per source, medium and campaign with views, visitors and clicks', () => {
    render(<CampaignsTable campaigns={campaigns} />);
    const table = screen.getByRole('table', { name: 'Vistas, visitantes y clics de cada campaña' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Fuente',
      'Medio',
      'Campaña',
      'Vistas',
      'Visitantes',
      'Clics',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['email', 'otono', '120', '95', '31'],
      ['—sin indicar', 'rebajas', '4', '3', '0'],
    ]);
    // The row's name is its source; on a phone its medium and campaign show under it (their columns hidden).
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('boletinMedio: email · Campaña: otono');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('InstagramMedio: —sin indicar · Campaña: rebajas');
    expect(screen.getByRole('region', { name: 'Vistas, visitantes y clics de cada campaña' })).toHaveAttribute('tabindex', '0');
  });
});
