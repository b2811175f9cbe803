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

/**
 * GET /api/pages/{id}/stats.csv: one row per day, then one column of clicks per block (its id and
 * title) and per social icon's profile (decision 717), then one per goal (decision 1005).
 */
export async function statsCsv(db: Database, pageId: number, stats: StatsResponse): Promise<string> {
  const rows = await db.select({ id: items.id, type: items.type, content: items.content }).from(items).where(eq(items.pageId, pageId));
  const titles = new Map(rows.map((row) => [row.id, titleOf(row.content, row.type)]));
  // Clicked blocks only: a column of zeros says nothing (the tab lists the others).
  const blocks = stats.blocks.filter((block) => block.clicks > 0);
  const header = [
    'fecha',
    'vistas',
    'visitantes',
    'clics',
    'ctr',
    'descartados',
    ...blocks.map((block) => `bloque ${block.itemId}: ${titles.get(block.itemId) ?? 'eliminado'}`),
    ...socialProfileLabels(stats.social).map((label) => `red social: ${label}`),
    // --- Goals (issue 42, decision 1005): one column per goal, after every other column. ---
    ...stats.goals.map((goal) => `objetivo: ${STATS_GOAL_LABELS[goal.kind]} · ${goal.itemId === 0 ? 'la página' : `bloque ${goal.itemId}: ${titles.get(goal.itemId) ?? 'eliminado'}`}`),
  ];
  const columns = [...blocks, ...stats.social, ...stats.goals];
  const lines = [header.map(cell).join(',')];
  stats.days.forEach((day, index) => {
    const ctr = day.views > 0 ? (day.clicks / day.views).toFixed(4) : '0';
    lines.push([day.day, day.views, day.visitors, day.clicks, ctr, day.bots, ...columns.map((column) => column.series[index] ?? 0)].map(cell).join(','));
  });
  return `${lines.join('\r\n')}\r\n`;
}
