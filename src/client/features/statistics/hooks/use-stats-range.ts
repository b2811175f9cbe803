import { resolveRange } from '../lib/range';
import { useStatsRange } from '../stores/stats-range';
import { useOwnerTimeZone } from '@/hooks/use-owner-time-zone';

/** The chosen range as days in the owner's time zone ('the last 7 days' ends today there). */
export function useStatsRangeDays() {
  const { timeZone, ready } = useOwnerTimeZone();
  const choice = useStatsRange((state) => state.choice);
  const setChoice = useStatsRange((state) => state.setChoice);
  return { choice, setChoice, range: resolveRange(choice, timeZone), timeZone, ready };
}
