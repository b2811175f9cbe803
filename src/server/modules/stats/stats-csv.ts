import { eq } from 'drizzle-orm';
import { STATS_GOAL_LABELS, type StatsResponse } from '@shared/schemas/stats';
import { socialProfileLabels } from '@shared/social-clicks';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';
import { csvCell as cell } from '../../lib/csv';

function titleOf(content: unknown, type: string): string {
  const record = content && typeof content === 'object' ? (content as Record<string, unknown>) : {};
  for (const key of ['title', 'text', 'name', 'filename']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 80);
  }
  return type;
}

const line = (cells: readonly (string | number)[]) => cells.map(cell).join(',');

/**
 * GET /api/pages/{id}/stats.csv (decisions 717, 1004 and 1007): one file of sections, each a header
 * and its rows, an empty line between them.
 * 1. Days: fecha, vistas, visitantes, clics (blocks and social icons), ctr, descartados, then a
 *    column of clicks per clicked block ('bloque {id}: {title}'), per social profile ('red social:
 *    {name}') and per goal ('objetivo: {goal} · {block}').
 * 2. Campaigns over the range: fuente, medio, campaña, vistas, visitantes, clics (no rows when no
 *    visit was tagged).
 */
export async function statsCsv(db: Database, pageId: number, stats: StatsResponse): Promise<string> {
  const rows = await db.select({ id: items.id, type: items.type, content: items.content }).from(items).where(eq(items.pageId, pageId));
  const titles = new Map(rows.map((row) => [row.id, titleOf(row.content, row.type)]));
  // Clicked blocks only: a column of zeros says nothing (the tab lists the others).
  const blocks = stats.blocks.filter((block) => block.clicks > 0);
  const columns = [...blocks, ...stats.social, ...stats.goals];
  const days = [
    line([
      'fecha',
      'vistas',
      'visitantes',
      'clics',
      'ctr',
      'descartados',
      ...blocks.map((block) => `bloque ${block.itemId}: ${titles.get(block.itemId) ?? 'eliminado'}`),
      ...socialProfileLabels(stats.social).map((label) => `red social: ${label}`),
      ...stats.goals.map((goal) => `objetivo: ${STATS_GOAL_LABELS[goal.kind]} · ${goal.itemId === 0 ? 'la página' : `bloque ${goal.itemId}: ${titles.get(goal.itemId) ?? 'eliminado'}`}`),
    ]),
    ...stats.days.map((day, index) => {
      const ctr = day.views > 0 ? (day.clicks / day.views).toFixed(4) : '0';
      return line([day.day, day.views, day.visitors, day.clicks, ctr, day.bots, ...columns.map((column) => column.series[index] ?? 0)]);
    }),
  ];
  const campaigns = [
    line(['fuente', 'medio', 'campaña', 'vistas', 'visitantes', 'clics']),
    ...stats.campaigns.map((row) => line([row.source, row.medium, row.campaign, row.views, row.visitors, row.clicks])),
  ];
  return `${[days, campaigns].map((section) => section.join('\r\n')).join('\r\n\r\n')}\r\n`;
}
