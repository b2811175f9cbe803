import { resolveRange } from '../lib/range';
import { useStatsRange } from '../stores/stats-range';
import { useOwnerTimeZone } from '@/hooks/use-owner-time-zone';
import { useStatsSource } from '../lib/stats-source';

/** The chosen range as days in the owner's time zone ('the last 7 days' ends today there). */
export function useStatsRangeDays() {
  const source = useStatsSource();
  const owner = useOwnerTimeZone(source.kind === 'owner');
  // A shared address counts in the owner's zone, which it tells (issue 42).
  const { timeZone, ready } = source.kind === 'shared' ? { timeZone: source.timeZone, ready: true } : owner;
  const choice = useStatsRange((state) => state.choice);
  const setChoice = useStatsRange((state) => state.setChoice);
  return { choice, setChoice, range: resolveRange(choice, timeZone), timeZone, ready };
}
