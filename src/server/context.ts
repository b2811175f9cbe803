import type { Database } from './db/client';
import type { PageChanges } from './lib/page-changes';

/** What every use case needs: the database and the change feed. */
export interface AppContext {
  db: Database;
  changes: PageChanges;
}
