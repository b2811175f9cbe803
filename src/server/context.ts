import type { Database } from './db/client';
import type { PageChanges } from './lib/page-changes';
import type { AbuseLimits } from './limits';

/** What every use case needs: the database, the change feed and the caps. */
export interface AppContext {
  db: Database;
  changes: PageChanges;
  /** Pages per account, blocks per page (decision 801). */
  limits: Pick<AbuseLimits, 'pagesPerUser' | 'itemsPerPage'>;
}
