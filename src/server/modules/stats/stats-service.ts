import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { type CountryLookup, headerCountry, openCountryLookup, type TrustProxy, trustsPeer } from './country';
import { earlyVerdict } from './hit-filter';
import { EVENT_KIND, type Hit, insertRows, rowsOf } from './hit-rows';
import { EventPartitions, monthOf } from './partitions';
import { rollUp } from './roll-up';
import { pageZones } from './time-zone';
import { localDays, VisitorSalts } from './visitor-hash';

export interface StatsOptions {
  /** false: nothing is counted (the bench's "counting off"); true by default. */
  enabled?: boolean;
  /** GEOIP_DB: an MMDB file (DB-IP Lite or GeoLite2 country/city). */
  geoDb?: string | undefined;
  /** STATS_RAW_DAYS: how long raw hits are kept (90); whole months are dropped past it. */
  rawDays?: number;
  /** Hits are written every flushMs (2,000) or batchSize hits (500). */
  flushMs?: number;
  batchSize?: number;
  /** How often whole hours are rolled up and old months dropped (60 s); 0: only when asked (tests). */
  maintainEveryMs?: number;
  /** The clock (tests move it across midnights). */
  now?: () => Date;
}

/**
 * Counting (decision 714), one per app: hits wait in memory and are written in one INSERT every 2 s
 * or 500 hits; once a minute whole hours are rolled up and old months dropped. A crash loses the waiting hits.
 */
export class StatsService {
  private hits: Hit[] = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private maintainTimer: NodeJS.Timeout | null = null;
  private maintaining: Promise<void> | null = null;
  private readonly salts: VisitorSalts;
  private readonly partitions: EventPartitions;
  private readonly trusted: (peer: string) => boolean;

  private constructor(
    private readonly db: Database,
    private readonly geo: CountryLookup,
    trustProxy: TrustProxy,
    private readonly options: Required<Omit<StatsOptions, 'geoDb' | 'enabled'>>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.salts = new VisitorSalts(db);
    this.partitions = new EventPartitions(db);
    this.trusted = trustsPeer(trustProxy);
  }

  static async open(db: Database, options: StatsOptions, trustProxy: TrustProxy, log: FastifyBaseLogger): Promise<StatsService> {
    const { rawDays = 90, flushMs = 2000, batchSize = 500, maintainEveryMs = 60_000, now = () => new Date() } = options;
    const settings = { rawDays, flushMs, batchSize, maintainEveryMs, now };
    return new StatsService(db, await openCountryLookup(options.geoDb), trustProxy, settings, log);
  }

  get geoCredit(): string | null {
    return this.geo.credit;
  }

  /** A view of the public page, after its answer (200 or 304). */
  recordView(request: FastifyRequest, pageId: number): void {
    this.record(request, pageId, EVENT_KIND.view);
  }

  /** A click through /go/{itemId}[/{target}], counted with the same filters. */
  recordClick(request: FastifyRequest, pageId: number, itemId: number, target: string): void {
    this.record(request, pageId, EVENT_KIND.click, itemId, target);
  }

  /** A visitor's sign-up through a block (issue 40): an event of that block, written with the next batch. */
  recordSignup(pageId: number, itemId: number): void {
    this.add({ ts: this.options.now().getTime(), pageId, kind: EVENT_KIND.signup, itemId });
  }

  /**
   * A right code (`unlock`) or a passed gate (`gate`) of a block, or of the page itself when `itemId`
   * is null (issue 36): kept as events of their own, goals of the block or page (decision 1005).
   */
  recordAccess(request: FastifyRequest, pageId: number, kind: 'unlock' | 'gate', itemId: number | null): void {
    this.record(request, pageId, EVENT_KIND[kind], itemId ?? undefined);
  }

  /** A contact card's vCard downloaded or opened (issue 42): a goal of that block, with the same filters as a click. */
  recordVcard(request: FastifyRequest, pageId: number, itemId: number): void {
    this.record(request, pageId, EVENT_KIND.vcard, itemId);
  }

  /** The request path's share: the early filters (hit-filter.ts), then the hit's strings kept as they are. */
  private record(request: FastifyRequest, pageId: number, kind: 1 | 2 | 3 | 4 | 6, itemId?: number, target?: string): void {
    const verdict = earlyVerdict(request);
    if (verdict === 'ignored') return;
    const ts = this.options.now().getTime();
    if (verdict === 'refused') return this.add({ ts, pageId, kind: EVENT_KIND.refused });
    const { headers } = request;
    const hit: Hit = { ts, pageId, kind, itemId, target, ip: request.ip, ua: headers['user-agent'] ?? '' };
    if (kind === EVENT_KIND.view) {
      const query = request.url.indexOf('?');
      if (query >= 0) hit.query = request.url.slice(query + 1);
      hit.referrer = headers.referer;
      hit.host = request.host;
      const country = headerCountry(headers);
      if (country && this.trusted(request.socket.remoteAddress ?? '')) hit.country = country;
    }
    this.add(hit);
  }

  private add(hit: Hit): void {
    this.hits.push(hit);
    if (this.hits.length >= this.options.batchSize) void this.flush();
    else this.flushTimer ??= setTimeout(() => void this.flush(), this.options.flushMs);
  }

  /** Writes every hit seen so far (after any write under way); never rejects, errors are logged. */
  flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const batch = this.hits;
    this.hits = [];
    this.writing = this.writing
      .then(() => (batch.length > 0 ? this.write(batch) : undefined))
      .catch((error: unknown) => this.log.error({ err: error }, 'Could not write statistics'));
    return this.writing;
  }

  private async write(batch: Hit[]): Promise<void> {
    // The owners' zones once per batch (decision 1011): each hit is hashed under its local day's salt.
    const zones = await pageZones(this.db, new Set(batch.map((hit) => hit.pageId)));
    const dayOf = localDays();
    const days = batch.map((hit) => dayOf(hit.ts, zones.get(hit.pageId) ?? 'UTC'));
    const salts = new Map<string, string>();
    for (const [index, day] of days.entries()) if (!salts.has(day)) salts.set(day, await this.salts.saltOf(day, batch[index]!.ts));
    const rows = rowsOf(batch, (_hit, index) => salts.get(days[index]!)!, this.geo);
    await this.partitions.ensure(new Set(rows.map((row) => monthOf(row.ts))));
    await insertRows(this.db, rows);
  }

  /** Writes what waits, rolls whole hours up, then drops raw months past the retention; one run at a time per process. */
  maintain(): Promise<void> {
    this.maintaining ??= (async () => {
      try {
        await this.flush();
        await rollUp(this.db, this.options.now());
        const dropped = await this.partitions.dropOlderThan(this.options.rawDays, this.options.now());
        if (dropped.length > 0) this.log.info(`Dropped raw statistics: ${dropped.join(', ')}`);
      } catch (error) {
        this.log.error({ err: error }, 'Could not roll statistics up');
      } finally {
        this.maintaining = null;
      }
    })();
    return this.maintaining;
  }

  start(): void {
    if (this.options.maintainEveryMs <= 0 || this.maintainTimer) return;
    this.maintainTimer = setInterval(() => void this.maintain(), this.options.maintainEveryMs);
    this.maintainTimer.unref();
  }

  /** Graceful shutdown: what waits is written. */
  async stop(): Promise<void> {
    if (this.maintainTimer) clearInterval(this.maintainTimer);
    this.maintainTimer = null;
    await this.maintaining;
    await this.flush();
  }
}
