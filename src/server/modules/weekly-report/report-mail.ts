import { escapeHtml, type OutgoingMail } from '../auth/mailer';
import type { AccountReport, Figure, PageReport } from './report-numbers';

const number = new Intl.NumberFormat('es-ES');
const dayName = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const date = (value: string) => new Date(`${value}T00:00:00Z`);

/** 'del 23 al 29 de noviembre de 2026', 'del 30 de noviembre al 6 de diciembre de 2026', or both years when they differ. */
function period(from: string, to: string): string {
  const end = dayName.format(date(to));
  if (from.slice(0, 7) === to.slice(0, 7)) return `del ${Number(from.slice(8))} al ${end}`;
  return `del ${(from.slice(0, 4) === to.slice(0, 4) ? dayMonth : dayName).format(date(from))} al ${end}`;
}

/** The change against the week before: '+12 %', '−5 %', 'sin cambios', or 'nuevo' when there was nothing before. */
function change({ value, previous }: Figure): string {
  if (previous === 0) return value === 0 ? 'sin cambios' : 'nuevo';
  const percent = Math.round(((value - previous) / previous) * 100);
  if (percent === 0) return 'sin cambios';
  return `${percent > 0 ? '+' : '−'}${number.format(Math.abs(percent))} %`;
}

const FIGURES = [
  ['Vistas', 'views'],
  ['Visitantes', 'visitors'],
  ['Clics', 'clicks'],
] as const;

const figureLine = (label: string, figure: Figure) => `${label}: ${number.format(figure.value)} (${change(figure)})`;
const blockLines = (page: PageReport) => page.blocks.map((block, index) => `${index + 1}. ${block.title}: ${number.format(block.clicks)} ${block.clicks === 1 ? 'clic' : 'clics'}`);
const sourceLines = (page: PageReport) => page.sources.map((source, index) => `${index + 1}. ${source.name}: ${number.format(source.views)} ${source.views === 1 ? 'vista' : 'vistas'}`);

const pageAddress = (origin: string, page: PageReport) => `${origin}/view/${encodeURIComponent(page.slug)}`;

function pageText(page: PageReport, origin: string): string[] {
  return [
    `${page.title} (${pageAddress(origin, page)})`,
    ...FIGURES.map(([label, key]) => `  ${figureLine(label, page[key])}`),
    '  Bloques con más clics:',
    ...(page.blocks.length ? blockLines(page).map((line) => `    ${line}`) : ['    Ningún clic esta semana.']),
    '  Fuentes principales:',
    ...(page.sources.length ? sourceLines(page).map((line) => `    ${line}`) : ['    Ninguna visita esta semana.']),
    '',
  ];
}

const CELL = 'padding:4px 12px 4px 0;text-align:left';

function pageHtml(page: PageReport, origin: string): string {
  const list = (lines: string[], empty: string) =>
    lines.length ? `<ol style="margin:4px 0 12px;padding-left:20px">${lines.map((line) => `<li>${escapeHtml(line.replace(/^\d+\. /, ''))}</li>`).join('')}</ol>` : `<p style="margin:4px 0 12px">${escapeHtml(empty)}</p>`;
  const rows = FIGURES.map(
    ([label, key]) =>
      `<tr><th scope="row" style="${CELL};font-weight:normal">${label}</th><td style="${CELL};font-weight:600">${number.format(page[key].value)}</td><td style="${CELL};color:#4b5563">${escapeHtml(change(page[key]))}</td></tr>`,
  ).join('');
  return [
    `<h2 style="font-size:18px;margin:24px 0 4px">${escapeHtml(page.title)}</h2>`,
    `<p style="margin:0 0 8px"><a href="${escapeHtml(pageAddress(origin, page))}">${escapeHtml(pageAddress(origin, page))}</a></p>`,
    `<table style="border-collapse:collapse"><tr><td style="${CELL}"></td><th scope="col" style="${CELL}">Esta semana</th><th scope="col" style="${CELL}">Frente a la anterior</th></tr>${rows}</table>`,
    '<h3 style="font-size:15px;margin:12px 0 0">Bloques con más clics</h3>',
    list(blockLines(page), 'Ningún clic esta semana.'),
    '<h3 style="font-size:15px;margin:12px 0 0">Fuentes principales</h3>',
    list(sourceLines(page), 'Ninguna visita esta semana.'),
  ].join('\n');
}

/**
 * The weekly mail (issue 42): every page's views, visitors and clicks with their change against the
 * week before, top 3 blocks and sources; a one-click unsubscribe in RFC 8058's headers and a visible
 * link in the body (decision 1021).
 */
export function weeklyReportMail(to: string, siteName: string, origin: string, report: AccountReport, unsubscribe: string): OutgoingMail {
  const dates = period(report.from, report.to);
  const intro = `Este es el resumen de tus páginas ${dates} (zona horaria ${report.timeZone}), comparado con la semana anterior.`;
  const leave = 'Recibes este correo porque activaste el resumen semanal. Para no recibirlo más:';
  return {
    to,
    subject: `Tu resumen semanal de ${siteName}: ${dates}`,
    text: ['Hola:', '', intro, '', ...report.pages.flatMap((page) => pageText(page, origin)), leave, unsubscribe].join('\n'),
    html: [
      '<div lang="es" style="font-family:system-ui,sans-serif;color:#111827;max-width:36rem">',
      '<p>Hola:</p>',
      `<p>${escapeHtml(intro)}</p>`,
      ...report.pages.map((page) => pageHtml(page, origin)),
      `<p style="margin-top:24px;color:#4b5563">${escapeHtml(leave)} <a href="${escapeHtml(unsubscribe)}">Dejar de recibir el resumen semanal</a></p>`,
      '</div>',
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
