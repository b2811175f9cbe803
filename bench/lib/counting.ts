/**
 * What the statistics benches share. A browser's user agent: without one every hit would be refused
 * as a bot and cost nothing to count.
 */
export const BROWSER_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A page's views of one day as its owner's statistics show them (GET /api/pages/{id}/stats). */
export async function viewsCounted(origin: string, token: string, pageId: number, day: string): Promise<number> {
  const response = await fetch(`${origin}/api/pages/${pageId}/stats?from=${day}&to=${day}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { totals?: { views: number } };
  if (!response.ok || !body.totals) throw new Error(`stats: ${response.status}`);
  return body.totals.views;
}
