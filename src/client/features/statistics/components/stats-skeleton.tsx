import { Skeleton } from '@/components/ui/skeleton';
import { STATS_MESSAGES as M } from '../lib/messages';

/** The tab's shape while the first numbers load. */
export function StatsSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-live="polite" data-testid="stats-skeleton">
      <span className="sr-only">{M.loading}</span>
      <div className="grid grid-cols-2 gap-3 @xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-[88px]" />
        ))}
      </div>
      <Skeleton className="h-[300px]" />
      <Skeleton className="h-40" />
    </div>
  );
}
