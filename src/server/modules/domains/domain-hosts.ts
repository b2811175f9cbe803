import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ChangeBus } from '../../changes/change-bus';
import type { Database } from '../../db/client';
import { customDomains } from '../../db/schema';

/** What the Host routing needs of a domain. */
export interface DomainRoute {
  domain: string;
  pageId: number;
  state: 'pending' | 'active' | 'error';
  token: string;
}

/** A missed bus message cannot keep a stale answer longer than this (the safety net of decision 830). */
const MAX_AGE_MS = 60_000;

/**
 * The Host → page map (issue 39): read from the database, kept in memory per instance, and dropped
 * for a domain whenever any instance announces a change to it on the bus ('domains'), or entirely
 * on a bus reset. Unknown names are kept too (as null), so a flood of made-up Host headers costs
 * one query per name at most once a minute.
 */
export class DomainHosts {
  private readonly entries = new LRUCache<string, { route: DomainRoute | null }>({ max: 10_000, ttl: MAX_AGE_MS });
  private readonly pending = new Map<string, Promise<DomainRoute | null>>();
  /** Bumped by every change: a lookup that a change overtook is answered but not kept. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    changes: ChangeBus,
  ) {
    changes.subscribe((event) => {
      if (event.type === 'domains') {
        this.generation += 1;
        for (const domain of event.ids) this.entries.delete(domain);
      } else if (event.type === 'reset') {
        this.generation += 1;
        this.entries.clear();
      }
    });
  }

  /** The domain a host name (already lower case, without port or trailing dot) names, if any. */
  async find(hostname: string): Promise<DomainRoute | null> {
    const hit = this.entries.get(hostname);
    if (hit) return hit.route;
    const waiting = this.pending.get(hostname);
    if (waiting) return waiting;
    const generation = this.generation;
    const lookup = this.db
      .select({ domain: customDomains.domain, pageId: customDomains.pageId, state: customDomains.state, token: customDomains.token })
      .from(customDomains)
      .where(eq(customDomains.domain, hostname))
      .then(([row]) => {
        const route = row ?? null;
        if (generation === this.generation) this.entries.set(hostname, { route });
        return route;
      })
      .finally(() => this.pending.delete(hostname));
    this.pending.set(hostname, lookup);
    return lookup;
  }
}
