import { parseBlockContent } from '@shared/blocks/read';
import { nextHoursChange } from '@shared/opening-hours';
import type { PublicViewData } from '@shared/public-view';

/**
 * Until when a render of these items shows the right 'Abierto ahora' / 'Cerrado' and today's hours:
 * the earliest next change of its 'Horario' blocks (issue 38, decision 976); null when it has none.
 */
export function hoursValidUntil(items: PublicViewData['items'], clock: PublicViewData['clock']): number | null {
  if (!clock) return null;
  let until: number | null = null;
  for (const item of items) {
    if (item.type !== 'hours') continue;
    const content = parseBlockContent('hours', item.content);
    if (!content) continue;
    const change = nextHoursChange(content, clock.timeZone, clock.now);
    until = until === null ? change : Math.min(until, change);
  }
  return until;
}
