import { Badge } from '@/components/ui/badge';
import { useOwnerTimeZone } from '@/hooks/use-owner-time-zone';
import { SCHEDULED_LABEL } from '@shared/schedule';
import { scheduleText } from '../lib/schedule-text';

/** 'Programado' with the dates, on a block's card (issue 36). */
export function ScheduledBadge({ from, until }: { from: string | null | undefined; until: string | null | undefined }) {
  const { timeZone } = useOwnerTimeZone();
  const text = scheduleText(from, until, timeZone);
  if (!text) return null;
  return (
    <Badge variant="outline" className="shrink-0 border-sky-400 bg-sky-50 text-sky-900 dark:bg-sky-950/40 dark:text-sky-100" data-testid="item-scheduled">
      {SCHEDULED_LABEL}
      <span className="sr-only sm:not-sr-only sm:ml-1 sm:font-normal">{text}</span>
    </Badge>
  );
}
