import type { Database } from './db/client';
import type { ChangeBus } from './changes/change-bus';
import type { CounterStore } from './counters/counters';
import type { AbuseLimits } from './limits';

import type { HeavyWork } from './modules/heavy-work/heavy-work';

/** What every use case needs: the database, the change bus and the caps. */
export interface AppContext {
  db: Database;
  /** Writes run in `changes.transaction` and announce what they changed (decision 830). */
  changes: ChangeBus;
  /** Counts shared by every instance (rate limits and the like; decision 833). */
  counters: CounterStore;
  /** Pages per account, blocks per page (decision 801). */
  limits: Pick<AbuseLimits, 'pagesPerUser' | 'itemsPerPage'>;
  /** One heavy job at a time per account, within an hourly budget (decision 867). */
  heavy: HeavyWork;
  /** What time it is (tests pass their own clock, so schedules never make them wait; issue 36). */
  now: () => Date;
}
