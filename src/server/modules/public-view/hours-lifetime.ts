import { parseBlockContent } from '@shared/blocks/read';
import { nextHoursChange } from '@shared/opening-hours';
import type { PublicViewData } from '@shared/public-view';

/**
 * Until when a render of these items is right by itself: `scheduled` (its page's next schedule
 * change, issue 36) or, if earlier, the next change of its 'Horario' blocks' 'Abierto ahora' /
 * 'Cerrado' and today's hours (issue 38, decision 976). Null when nothing changes by itself.
 */
export function renderUntil(items: PublicViewData['items'], clock: PublicViewData['clock'], scheduled: Date | null): Date | null {
  let until = scheduled?.getTime() ?? null;
  for (const item of clock ? items : []) {
    if (item.type !== 'hours') continue;
    const content = parseBlockContent('hours', item.content);
    if (!content || !clock) continue;
    const change = nextHoursChange(content, clock.timeZone, clock.now);
    until = until === null ? change : Math.min(until, change);
  }
  return until === null ? null : new Date(until);
}
