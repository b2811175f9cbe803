import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SETTINGS } from '@shared/schemas/page';
import {
  type StatsNowResponse,
  type StatsResponse,
  accountTimeZoneSchema,
  excludeMeSchema,
  statsNowResponseSchema,
  statsResponseSchema,
} from '@shared/schemas/stats';
import { Toaster } from '@/components/ui/toaster';
import { useStatsRange } from '@/features/statistics/stores/stats-range';
import { createQueryClient } from '@/lib/query-client';
import { useEditorStore } from '@/stores/editor-store';
import StatisticsTab from './statistics-tab';

// jsdom has no ResizeObserver; Radix's switch and the chart measure themselves with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const PAGE = 7;
const ZONE = 'Pacific/Auckland';

function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** No social clicks, one profile per network, or two Instagram accounts beside older network-only clicks. */
type Social = false | true | 'two';

/** An answer of GET /api/pages/7/stats as the contract shapes it (parsed by its schema). */
function statsAnswer(from: string, to: string, busy: boolean, social: Social = false): StatsResponse {
  const days = eachDay(from, to).map((day, index, all) => {
    const last = busy && index === all.length - 1;
    return { day, views: last ? 4 : 0, visitors: last ? 3 : 0, clicks: last ? 2 : 0, bots: last ? 5 : 0 };
  });
  const series = (clicks: number) => days.map((_, index) => (index === days.length - 1 ? clicks : 0));
  return statsResponseSchema.parse({
    from,
    to,
    timeZone: ZONE,
    totals: busy ? { views: 4, visitors: 3, clicks: social ? 6 : 2, ctr: social ? 1.5 : 0.5 } : { views: 0, visitors: 0, clicks: 0, ctr: 0 },
    days,
    previous: {
      from: daysBefore(from, days.length),
      to: daysBefore(from, 1),
      totals: busy ? { views: 5, visitors: 3, clicks: 0, ctr: 0 } : { views: 0, visitors: 0, clicks: 0, ctr: 0 },
      days: days.map((_, index) => ({ day: daysBefore(from, days.length - index), views: busy && index === 0 ? 5 : 0, visitors: busy && index === 0 ? 3 : 0, clicks: 0, bots: 0 })),
    },
    blocks: busy
      ? [
          { itemId: 3, deleted: false, views: 4, clicks: 1, ctr: 0.25, series: series(1), targets: [{ suffix: '', clicks: 1 }] },
          { itemId: 99, deleted: true, views: 4, clicks: 1, ctr: 0.25, series: series(1), targets: [{ suffix: '', clicks: 1 }] },
          { itemId: 4, deleted: false, views: 2, clicks: 0, ctr: 0, series: series(0), targets: [] },
        ]
      : [],
    social: busy && social ? socialRows(social, series) : [],
    sources: busy ? [{ name: 'Instagram', views: 3 }, { name: 'Directo', views: 1 }] : [],
    mediums: [],
    campaigns: [],
    countries: busy ? [{ code: 'ES', views: 3 }, { code: 'ZZ', views: 1 }] : [],
    devices: busy ? [{ name: 'Móvil', views: 4 }] : [],
    browsers: busy ? [{ name: 'Mobile Safari', views: 3 }, { name: 'Chrome', views: 1 }] : [],
    os: busy ? [{ name: 'iOS', views: 3 }, { name: 'Android', views: 1 }] : [],
    goals: busy ? [{ kind: 'pdf', itemId: 4, count: 1, rate: 0.3333, series: series(1) }] : [],
    bots: busy ? 5 : 0,
    geoCredit: busy ? 'IP Geolocation by DB-IP' : null,
  });
}

/** An answer of GET /api/pages/7/stats/now: 2 views by 1 visitor in the last minute when busy. */
function nowAnswer(busy: boolean): StatsNowResponse {
  const first = Date.parse('2026-11-24T11:31:00Z');
  const minutes = Array.from({ length: 30 }, (_, index) => {
    const last = busy && index === 29;
    return { at: new Date(first + index * 60_000).toISOString(), views: last ? 2 : 0, visitors: last ? 1 : 0 };
  });
  return statsNowResponseSchema.parse({ from: minutes[0]!.at, to: '2026-11-24T12:01:00.000Z', views: busy ? 2 : 0, visitors: busy ? 1 : 0, minutes });
}

function socialRows(social: true | 'two', series: (clicks: number) => number[]): StatsResponse['social'] {
  const row = (network: string, profile: string | null, clicks: number) => ({ network, profile, clicks, series: series(clicks) });
  return social === true
    ? [row('instagram', 'https://www.instagram.com/ana.lopez', 3), row('github', 'https://github.com/ana', 1)]
    : [row('instagram', 'https://www.instagram.com/ana.fotos', 2), row('instagram', null, 2), row('instagram', 'https://www.instagram.com/ana.lopez', 1), row('github', 'https://github.com/ana', 1)];
}

interface Sent {
  method: string;
  path: string;
  search: URLSearchParams;
}

function stubApi({ busy = true, social = false, csvDelay = 0 }: { busy?: boolean; social?: Social; csvDelay?: number } = {}) {
  const sent: Sent[] = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    const method = init?.method ?? 'GET';
    sent.push({ method, path: url.pathname, search: url.searchParams });
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/api/account/time-zone') return json(accountTimeZoneSchema.parse({ timeZone: ZONE }));
    if (url.pathname === '/api/stats/exclude-me') return json(excludeMeSchema.parse({ excluded: method === 'PUT' }));
    if (url.pathname === `/api/pages/${PAGE}/stats/now`) return json(nowAnswer(busy));
    if (url.pathname === `/api/pages/${PAGE}/stats` && method === 'GET') {
      return json(statsAnswer(url.searchParams.get('from')!, url.searchParams.get('to')!, busy, social));
    }
    if (url.pathname === `/api/pages/${PAGE}/stats.csv`) {
      await new Promise((resolve) => setTimeout(resolve, csvDelay));
      return new Response('day,views,visitors,clicks,bots\n2026-01-01,4,3,2,5\n', {
        status: 200,
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="stats.csv"' },
      });
    }
    if (method === 'DELETE' && url.pathname.startsWith(`/api/pages/${PAGE}/stats`)) return new Response(null, { status: 204 });
    return new Response('', { status: 404, statusText: 'Not Found' });
  });
  return sent;
}

/** Today in the account's zone, and N days before it. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
const daysBefore = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) - count * 86_400_000).toISOString().slice(0, 10);

function setup() {
  useStatsRange.setState({ choice: { kind: 'preset', days: 30 } });
  useEditorStore.getState().reset();
  useEditorStore.getState().loadPage({
    settings: { ...DEFAULT_PAGE_SETTINGS, id: PAGE, title: 'Inicio', slug: 'inicio' },
    items: [
      { id: 3, type: 'link', order: 0, content: { title: 'Mi tienda', url: 'https://tienda.example' } },
      { id: 4, type: 'pdf', order: 1, content: { title: 'Carta de verano', url: 'https://files.example/scan_0042.pdf', filename: 'scan_0042.pdf', filesize: 30_000 } },
    ],
    parentPageId: null,
  });
  useEditorStore.getState().setCurrentPageId(PAGE);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StatisticsTab />
      <Toaster />
    </QueryClientProvider>,
  );
}

const statsRequests = (sent: Sent[]) => sent.filter((entry) => entry.method === 'GET' && entry.path === `/api/pages/${PAGE}/stats`);

// The tab waits for the account's zone, then the numbers; a busy machine may take a few seconds.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the 'Estadísticas' tab (issue 15)", { timeout: 30_000 }, () => {
  it('shows the totals, the blocks by title, sources, countries in Spanish, devices, bots and the visitors note', async () => {
    stubApi();
    setup();
    const totals = await screen.findByTestId('stats-totals');
    expect(within(totals).getByText('Vistas').nextSibling).toHaveTextContent('4');
    expect(within(totals).getByText('Visitantes').nextSibling).toHaveTextContent('3');
    expect(within(totals).getByText('Clics').nextSibling).toHaveTextContent('2');
    expect(within(totals).getByText('CTR').nextSibling).toHaveTextContent(/^50\s%$/);
    expect(screen.getByText(/es la suma de los visitantes únicos de cada día/)).toBeInTheDocument();

    const blocks = screen.getByTestId('stats-blocks');
    const rows = within(blocks).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Mi tienda · tienda.example');
    expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent(/^25\s%$/);
    // A PDF by its title, not its file name (issue 32); listed with no click (issue 42).
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Carta de verano · 29.3 KB');
    expect(within(rows[1]!).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual(['2', '0', '0 %']);
    // A deleted block apart.
    const deleted = screen.getByTestId('stats-deleted-blocks');
    expect(within(deleted).getAllByRole('row')[1]).toHaveTextContent('Bloque n.º 99');
    expect(within(totals).getAllByTestId('stats-change').map((change) => change.textContent)).toEqual([
      '\u221220\u00a0% frente a los 30 días anteriores',
      'Igual que los 30 días anteriores',
      'Sin datos del periodo anterior',
      '+50\u00a0puntos frente a los 30 días anteriores',
    ]);

    expect(screen.getByRole('region', { name: 'Fuentes' })).toHaveTextContent('Instagram3Directo1');
    expect(screen.getByRole('region', { name: 'Países' })).toHaveTextContent('España3Desconocido1');
    expect(screen.getByRole('region', { name: 'Dispositivos' })).toHaveTextContent('Móvil4');
    expect(screen.getByTestId('stats-bots')).toHaveTextContent('5 visitas de bots y vistas previas de enlaces no se cuentan');
    expect(screen.getByText('Países: IP Geolocation by DB-IP.')).toBeInTheDocument();
  });

  it("lists the social icons' clicks per network under 'Redes sociales', and only when there are any", async () => {
    stubApi({ social: true });
    setup();
    const list = await screen.findByRole('region', { name: 'Redes sociales' });
    expect(list).toHaveTextContent('Instagram3GitHub1');
    expect(within(screen.getByTestId('stats-totals')).getByText('Clics').nextSibling).toHaveTextContent('6');
  });

  it("keeps two profiles of one network apart under 'Redes sociales', each named by its handle", async () => {
    stubApi({ social: 'two' });
    setup();
    const list = await screen.findByRole('region', { name: 'Redes sociales' });
    const rows = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(rows).toEqual(['Instagram (@ana.fotos)2', 'Instagram (perfil no registrado)2', 'Instagram (@ana.lopez)1', 'GitHub1']);
  });

  it("draws browsers and operating systems as bars beside sources, countries and devices", async () => {
    stubApi();
    setup();
    expect(await screen.findByRole('region', { name: 'Navegadores' })).toHaveTextContent('Mobile Safari3Chrome1');
    expect(screen.getByRole('region', { name: 'Sistemas operativos' })).toHaveTextContent('iOS3Android1');
    const origin = screen.getByRole('region', { name: 'Procedencia de las vistas' });
    const headings = within(origin).getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Fuentes', 'Países', 'Dispositivos', 'Navegadores', 'Sistemas operativos']);
  });

  it("gives the chart a table of every day behind 'Ver como tabla'", async () => {
    stubApi();
    setup();
    const chart = await screen.findByRole('figure', { name: 'Evolución diaria' });
    expect(screen.queryByRole('table', { name: 'Vistas, visitantes y clics de cada día' })).not.toBeInTheDocument();
    await userEvent.click(within(chart).getByText('Ver como tabla'));
    const table = within(chart).getByRole('table', { name: 'Vistas, visitantes y clics de cada día' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Día', 'Vistas', 'Visitantes', 'Clics']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    const last = rows.at(-1)!;
    expect(within(last).getByRole('rowheader')).toHaveTextContent(new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${today()}T00:00:00Z`)));
    expect(within(last).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', '3', '2']);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '0', '0']);

    // Compared (issue 42): the caption and the table carry the previous period's numbers too.
    await userEvent.click(within(chart).getByRole('switch', { name: 'Comparar con el periodo anterior' }));
    expect(within(chart).getByTestId('stats-previous-summary')).toHaveTextContent(/^Periodo anterior: Del .+ En total, 5 vistas, 3 visitantes y 0 clics\.$/);
    const compared = within(chart).getByRole('table', { name: /y del día que le corresponde en el periodo anterior/ });
    expect(within(compared).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Día', 'Vistas', 'Visitantes', 'Clics', 'Día anterior', 'Vistas (anterior)', 'Visitantes (anterior)', 'Clics (anterior)',
    ]);
    const first = within(compared).getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent).slice(3)).toEqual([expect.stringMatching(/\d{4}$/), '5', '3', '0']);
  });

  it("leaves 'Redes sociales' out when no social icon was clicked", async () => {
    stubApi();
    setup();
    await screen.findByTestId('stats-totals');
    await screen.findByRole('region', { name: 'Fuentes' });
    expect(screen.queryByRole('region', { name: 'Redes sociales' })).not.toBeInTheDocument();
  });

  it("asks for the last 30 days in the account's zone, then for the range chosen (7 days, then two dates past 90 days)", async () => {
    const sent = stubApi();
    setup();
    await screen.findByTestId('stats-totals');
    const first = statsRequests(sent)[0]!;
    expect(first.search.get('to')).toBe(today());
    expect(first.search.get('from')).toBe(daysBefore(today(), 29));

    await userEvent.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await userEvent.click(screen.getByRole('option', { name: 'Últimos 7 días' }));
    await vi.waitFor(() => expect(statsRequests(sent).at(-1)!.search.get('from')).toBe(daysBefore(today(), 6)));

    await userEvent.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await userEvent.click(screen.getByRole('option', { name: 'Personalizado' }));
    const from = screen.getByLabelText('Desde');
    const to = screen.getByLabelText('Hasta');
    // Dates the wrong way round are refused in words, and nothing is asked.
    await userEvent.clear(from);
    await userEvent.type(from, '2025-12-31');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-01-01');
    const before = statsRequests(sent).length;
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha de inicio debe ser anterior o igual a la de fin.');
    expect(statsRequests(sent)).toHaveLength(before);

    await userEvent.clear(from);
    await userEvent.type(from, '2025-01-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await vi.waitFor(() => expect(statsRequests(sent).at(-1)!.search.toString()).toBe('from=2025-01-01&to=2025-12-31'));
    await vi.waitFor(() => expect(screen.getByTestId('stats-range')).toHaveTextContent('Del 1 de enero de 2025 al 31 de diciembre de 2025 · Pacific/Auckland'));
  });

  it("'Restablecer' asks first: 'Cancelar' clears nothing, confirming clears the page or one block", async () => {
    const sent = stubApi();
    setup();
    await screen.findByTestId('stats-totals');
    const deletes = () => sent.filter((entry) => entry.method === 'DELETE').map((entry) => entry.path);

    await userEvent.click(screen.getByRole('button', { name: 'Restablecer' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Restablecer las estadísticas?' });
    expect(dialog).toHaveTextContent('todas las vistas, visitantes y clics de esta página');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Restablecer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí, restablecer' }));
    await vi.waitFor(() => expect(deletes()).toEqual([`/api/pages/${PAGE}/stats`]));
    expect(await screen.findByText('Estadísticas restablecidas')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Restablecer los clics de Mi tienda · tienda.example' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('todos los clics de «Mi tienda · tienda.example»');
    await userEvent.click(screen.getByRole('button', { name: 'Sí, restablecer' }));
    await vi.waitFor(() => expect(deletes()).toEqual([`/api/pages/${PAGE}/stats`, `/api/pages/${PAGE}/stats/items/3`]));
  });

  it("'Exportar CSV' fetches the range's CSV and saves it as stats.csv", async () => {
    const sent = stubApi();
    const saved: { name: string; text: Promise<string> }[] = [];
    let blob: Blob | null = null;
    URL.createObjectURL = vi.fn((value: Blob) => {
      blob = value;
      return 'blob:stats';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: blob!.text() });
    });
    setup();
    await screen.findByTestId('stats-totals');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('stats.csv');
    expect(await saved[0]!.text).toBe('day,views,visitors,clicks,bots\n2026-01-01,4,3,2,5\n');
    const csv = sent.find((entry) => entry.path === `/api/pages/${PAGE}/stats.csv`)!;
    expect(csv.search.toString()).toBe(`from=${daysBefore(today(), 29)}&to=${today()}`);
  });

  it("'Exportar CSV' reads 'Exportando...' and is disabled while the file is on its way, then is back", async () => {
    stubApi({ csvDelay: 300 });
    URL.createObjectURL = vi.fn(() => 'blob:stats');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    setup();
    await screen.findByTestId('stats-totals');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(screen.getByRole('button', { name: 'Exportando...' })).toBeDisabled();
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it('says so when the range has no visit, and keeps the settings', async () => {
    stubApi({ busy: false });
    setup();
    expect(await screen.findByTestId('stats-empty')).toHaveTextContent('Aún no hay visitas en este periodo');
    expect(screen.queryByTestId('stats-blocks')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'No contar mis visitas' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Zona horaria' })).toHaveTextContent('Pacific/Auckland');
  });

  it("'No contar mis visitas' leaves this browser out through the server", async () => {
    const sent = stubApi();
    setup();
    const toggle = await screen.findByRole('switch', { name: 'No contar mis visitas' });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(sent.some((entry) => entry.method === 'PUT' && entry.path === '/api/stats/exclude-me')).toBe(true);
  });

  it("saves this browser's time zone when the account has none yet, and counts days in it", async () => {
    const puts: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/account/time-zone' && init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return json(accountTimeZoneSchema.parse(JSON.parse(String(init.body))));
      }
      if (url.pathname === '/api/account/time-zone') return json({ timeZone: null });
      if (url.pathname === '/api/stats/exclude-me') return json({ excluded: false });
      if (url.pathname === `/api/pages/${PAGE}/stats`) return json(statsAnswer(url.searchParams.get('from')!, url.searchParams.get('to')!, false));
      return new Response('', { status: 404 });
    });
    setup();
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await vi.waitFor(() => expect(puts).toEqual([{ timeZone: browserZone }]));
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Zona horaria' })).toHaveTextContent(browserZone.replaceAll('_', ' ')));
  });

  it('shows the skeleton while loading and a toast in Spanish when the numbers cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
      if (url.pathname === '/api/account/time-zone') {
        return new Response(JSON.stringify({ timeZone: ZONE }), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      if (url.pathname === `/api/pages/${PAGE}/stats`) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return new Response(JSON.stringify({ error: 'Página no encontrada' }), { status: 404, headers: { 'content-type': 'application/json' } });
      }
      return new Response('', { status: 404 });
    });
    setup();
    expect(await screen.findByTestId('stats-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('No se pudieron cargar las estadísticas')).toBeInTheDocument();
    expect(screen.getAllByText('Página no encontrada').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe("'Ahora' at the top of the tab (issue 42)", { timeout: 30_000 }, () => {
  it('says how many visitors came in the last 30 minutes, with each minute in a table', async () => {
    stubApi();
    setup();
    const card = await screen.findByRole('region', { name: 'Ahora' });
    expect(await within(card).findByTestId('stats-now-visitors')).toHaveTextContent('1 visitante en los últimos 30 minutos');
    expect(card).toHaveTextContent('2 vistas');
    // First in the tab, before the range picker.
    expect(card.compareDocumentPosition(screen.getByTestId('stats-range')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(card).getByText('Ver por minuto'));
    const table = within(card).getByRole('table', { name: 'Vistas y visitantes de cada minuto de los últimos 30' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    // Newest first, in the owner's zone (Auckland is UTC+13 in November).
    expect(rows[0]).toHaveTextContent(/^01:00\s*21$/);
  });

  it('shows a Spanish empty state when nobody came', async () => {
    stubApi({ busy: false });
    setup();
    expect(await screen.findByTestId('stats-now-empty')).toHaveTextContent('Nadie ha abierto tu página en los últimos 30 minutos.');
    expect(screen.getByTestId('stats-now-visitors')).toHaveTextContent('0 visitantes en los últimos 30 minutos');
  });
});
