import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { COUNTRY_HEADERS, type CountryLookup, openCountryLookup, type TrustProxy } from './country';
import { EVENT_KIND, EventBuffer } from './event-buffer';
import { earlyVerdict } from './hit-filter';
import { appendHit, HIT_VALUES, type HitValue, joinHits, type RawHit, utcDay } from './hit-processing';
import { HitPreparer } from './hit-worker';
import { rollUp } from './roll-up';
import { VisitorHasher } from './visitor-hash';

export interface StatsOptions {
  /** false: nothing is counted (the bench's "counting off"); true by default. */
  enabled?: boolean;
  /** GEOIP_DB: an MMDB file (DB-IP Lite or GeoLite2 country/city). */
  geoDb?: string | undefined;
  /** STATS_RAW_DAYS: how long raw hits are kept (90); whole months are dropped past it. */
  rawDays?: number;
  /** Buffer: written every flushMs (2,000) or batchSize hits (500). */
  flushMs?: number;
  batchSize?: number;
  /** How often whole hours are rolled up and old months dropped (60 s); 0: only when asked (tests). */
  maintainEveryMs?: number;
  /**
   * A page with at least this many hits since the last pass (300, a minute's at the maintenance's
   * pace) is rolled up to the last whole minute instead of hour (decision 706).
   */
  busyPageHits?: number;
  /** The clock (tests move it across midnights). */
  now?: () => Date;
  /** false: batches are prepared in this thread instead of the statistics worker (true). */
  worker?: boolean;
}

/** Passes that roll a busy page up by the minute, from the last that found it busy (decision 706). */
const BUSY_PASSES = 3;

const systemClock = () => new Date();
/** Node joins a repeated header's values into one string; its types allow an array. */
const joined = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

export const STATS_DEFAULTS = { rawDays: 90, flushMs: 2000, batchSize: 500, maintainEveryMs: 60_000, busyPageHits: 300 } as const;

/** Counting (decision 700): one per app; hits go through the buffer, days through the rollups. */
export class StatsService {
  /** Hits as their values (appendHit), HIT_VALUES each. */
  readonly buffer: EventBuffer<HitValue>;
  private readonly hasher: VisitorHasher;
  private readonly preparer: HitPreparer;
  private timer: NodeJS.Timeout | null = null;
  private maintaining: Promise<void> | null = null;
  /** The UTC days (their first millisecond) of the buffered hits that need a visitor hash: their salts. */
  private readonly days = new Set<number>();
  private lastDay = -1;
  /**
   * Hits per page seen by this process since the last pass: which pages are busy enough to roll up
   * by the minute. A hint for this process's own passes, not shared: another instance that sees
   * fewer of a page's hits rolls it up by the hour, and the numbers are the same either way.
   */
  private recent = new Map<number, number>();
  /**
   * Pages found busy, and how many passes (this one included) still roll them up by the minute: the
   * one that found them busy and the next two, so that the end of a burst, past the minute's grace,
   * is rolled up too.
   */
  private busyPasses = new Map<number, number>();
  /** The clock in milliseconds: Date.now itself unless a test set one (a Date a view costs ~0.5 µs). */
  private readonly nowMs: () => number;

  private constructor(
    private readonly db: Database,
    private readonly geo: CountryLookup,
    geoDb: string | undefined,
    trustProxy: TrustProxy,
    private readonly options: Required<Omit<StatsOptions, 'geoDb' | 'enabled'>>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.nowMs = options.now === systemClock ? Date.now : () => options.now().getTime();
    this.hasher = new VisitorHasher(db);
    this.preparer = new HitPreparer({ geoDb, trustProxy }, geo, !options.worker, (error) =>
      log.error({ err: error }, 'The statistics worker failed; batches are prepared in the main thread'),
    );
    this.buffer = new EventBuffer<HitValue>(db, {
      flushMs: options.flushMs,
      batchSize: options.batchSize,
      valuesPerHit: HIT_VALUES,
      onError: (error) => log.error({ err: error }, 'Could not write statistics'),
      prepare: async (hits) => {
        // Called as the buffer hands its batch over: the days seen so far are this batch's.
        const days = [...this.days].map(utcDay);
        this.days.clear();
        this.lastDay = -1;
        return this.preparer.prepare(joinHits(hits), await this.hasher.saltsOf(days));
      },
    });
  }

  static async open(db: Database, options: StatsOptions, trustProxy: TrustProxy, log: FastifyBaseLogger): Promise<StatsService> {
    const geo = await openCountryLookup({ geoDb: options.geoDb, trustProxy });
    return new StatsService(
      db,
      geo,
      options.geoDb,
      trustProxy,
      {
        rawDays: options.rawDays ?? STATS_DEFAULTS.rawDays,
        flushMs: options.flushMs ?? STATS_DEFAULTS.flushMs,
        batchSize: options.batchSize ?? STATS_DEFAULTS.batchSize,
        maintainEveryMs: options.maintainEveryMs ?? STATS_DEFAULTS.maintainEveryMs,
        busyPageHits: options.busyPageHits ?? STATS_DEFAULTS.busyPageHits,
        now: options.now ?? systemClock,
        worker: options.worker ?? true,
      },
      log,
    );
  }

  get geoCredit(): string | null {
    return this.geo.credit;
  }

  now(): Date {
    return this.options.now();
  }

  /** Writes every hit seen so far. */
  async flush(): Promise<void> {
    await this.buffer.flush();
  }

  /** A view of the public page, after its answer (200 or 304). */
  recordView(request: FastifyRequest, pageId: number): void {
    this.capture(request, pageId, EVENT_KIND.view);
  }

  /** A click through /go/{itemId}[/{target}], counted with the same filters. */
  recordClick(request: FastifyRequest, pageId: number, itemId: number, target: string): void {
    this.capture(request, pageId, EVENT_KIND.click, itemId, target);
  }

  /**
   * The request path's whole share of counting (decision 700): the owner's flag, HEAD and
   * prefetches decided here; the strings the rest needs copied into the buffer, unparsed. isbot,
   * the visitor's hash, source, country and device are the statistics worker's, a batch at a time.
   */
  private capture(request: FastifyRequest, pageId: number, kind: 1 | 2, itemId?: number, target?: string): void {
    const verdict = earlyVerdict(request);
    if (verdict === 'ignored') return;
    this.recent.set(pageId, (this.recent.get(pageId) ?? 0) + 1);
    const ts = this.nowMs();
    if (verdict === 'refused') return this.add({ ts, pageId, kind: EVENT_KIND.refused });
    const { headers } = request;
    const peer = request.socket.remoteAddress ?? '';
    const day = ts - (ts % 86_400_000);
    if (day !== this.lastDay) {
      this.days.add(day);
      this.lastDay = day;
    }
    // The client's address (request.ip, a parse of X-Forwarded-For) is the worker's to work out.
    const hit: RawHit = { ts, pageId, kind, peer, forwardedFor: joined(headers['x-forwarded-for']), ua: headers['user-agent'] ?? '' };
    if (kind === EVENT_KIND.click) {
      hit.itemId = itemId;
      hit.target = target;
      return this.add(hit);
    }
    const query = request.url.indexOf('?');
    if (query >= 0) hit.query = request.url.slice(query + 1);
    const referrer = headers.referer;
    if (referrer) {
      hit.referrer = referrer;
      hit.host = request.host;
    }
    for (let index = 0; index < COUNTRY_HEADERS.length; index++) {
      const value = headers[COUNTRY_HEADERS[index]!];
      if (value !== undefined) (hit.countryHeaders ??= [])[index] = Array.isArray(value) ? value[0] : value;
    }
    this.add(hit);
  }

  private add(hit: RawHit): void {
    appendHit(this.buffer.values, hit);
    this.buffer.added();
  }

  /**
   * Refreshes PGlite's planner statistics of the raw hits where they have grown (decision 709), rolls
   * whole hours up, then drops raw months past the retention; one run at a time per process.
   */
  maintain(): Promise<void> {
    this.maintaining ??= (async () => {
      try {
        await this.flush();
        await this.buffer.plannerStatistics?.refresh();
        await rollUp(this.db, this.now(), this.busyPages());
        const dropped = await this.buffer.partitions.dropOlderThan(this.options.rawDays, this.now());
        if (dropped.length > 0) this.log.info(`Dropped raw statistics: ${dropped.join(', ')}`);
      } catch (error) {
        this.log.error({ err: error }, 'Could not roll statistics up');
      } finally {
        this.maintaining = null;
      }
    })();
    return this.maintaining;
  }

  /** The pages to roll up by the minute in this pass (decision 706). */
  private busyPages(): number[] {
    for (const [pageId, hits] of this.recent) if (hits >= this.options.busyPageHits) this.busyPasses.set(pageId, BUSY_PASSES);
    this.recent = new Map();
    const busy = [...this.busyPasses.keys()];
    for (const pageId of busy) {
      const left = this.busyPasses.get(pageId)! - 1;
      if (left > 0) this.busyPasses.set(pageId, left);
      else this.busyPasses.delete(pageId);
    }
    return busy;
  }

  start(): void {
    // The worker starts with the server, not with the first batch (a second or so from source).
    this.preparer.warmUp();
    if (this.options.maintainEveryMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.maintain(), this.options.maintainEveryMs);
    this.timer.unref();
  }

  /** Graceful shutdown: what waits in the buffer is written. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.maintaining;
    await this.flush();
    await this.preparer.stop();
  }
}
