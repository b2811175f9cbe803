import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { type CountryLookup, openCountryLookup, type TrustProxy } from './country';
import { EVENT_KIND, EventBuffer, type StatsEvent } from './event-buffer';
import { deviceOf, sourceOf } from './hit-details';
import { judgeHit } from './hit-filter';
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
  /** How often closed days are rolled up and old months dropped (60 s); 0: only when asked (tests). */
  maintainEveryMs?: number;
  /** The clock (tests move it across midnights). */
  now?: () => Date;
}

export const STATS_DEFAULTS = { rawDays: 90, flushMs: 2000, batchSize: 500, maintainEveryMs: 60_000 } as const;

/** Counting (decision 700): one per app; hits go through the buffer, days through the rollups. */
export class StatsService {
  readonly buffer: EventBuffer;
  private readonly hasher: VisitorHasher;
  private timer: NodeJS.Timeout | null = null;
  /** Hits still being looked at (the salt may come from the database). */
  private readonly inflight = new Set<Promise<void>>();
  private maintaining: Promise<void> | null = null;

  private constructor(
    private readonly db: Database,
    private readonly geo: CountryLookup,
    private readonly options: Required<Omit<StatsOptions, 'geoDb' | 'enabled'>>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.buffer = new EventBuffer(db, {
      flushMs: options.flushMs,
      batchSize: options.batchSize,
      onError: (error) => log.error({ err: error }, 'Could not write statistics'),
    });
    this.hasher = new VisitorHasher(db);
  }

  static async open(db: Database, options: StatsOptions, trustProxy: TrustProxy, log: FastifyBaseLogger): Promise<StatsService> {
    const geo = await openCountryLookup({ geoDb: options.geoDb, trustProxy });
    return new StatsService(
      db,
      geo,
      {
        rawDays: options.rawDays ?? STATS_DEFAULTS.rawDays,
        flushMs: options.flushMs ?? STATS_DEFAULTS.flushMs,
        batchSize: options.batchSize ?? STATS_DEFAULTS.batchSize,
        maintainEveryMs: options.maintainEveryMs ?? STATS_DEFAULTS.maintainEveryMs,
        now: options.now ?? (() => new Date()),
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

  /** Keeps track of a hit being recorded, so that flush() waits for it. */
  private track(work: Promise<void>): Promise<void> {
    this.inflight.add(work);
    return work.finally(() => this.inflight.delete(work));
  }

  /** Writes every hit seen so far (those still being looked at included). */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.inflight]);
    await this.buffer.flush();
  }

  /** A view of the public page, after its answer (200 or 304). */
  recordView(request: FastifyRequest, pageId: number): Promise<void> {
    return this.track(this.view(request, pageId));
  }

  /** A click through /go/{itemId}[/{target}], counted with the same filters. */
  recordClick(request: FastifyRequest, pageId: number, itemId: number, target: string): Promise<void> {
    return this.track(this.click(request, pageId, itemId, target));
  }

  private async view(request: FastifyRequest, pageId: number): Promise<void> {
    const verdict = judgeHit(request);
    if (verdict === 'ignored') return;
    const ts = this.now();
    if (verdict === 'refused') return this.buffer.push({ ts, pageId, kind: EVENT_KIND.refused });
    const userAgent = request.headers['user-agent'] ?? '';
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const referrer = request.headers.referer;
    const event: StatsEvent = {
      ts,
      pageId,
      kind: EVENT_KIND.view,
      visitor: await this.hasher.hash(request.ip, userAgent, pageId, ts),
      ...sourceOf(query, userAgent, referrer, request.host),
      country: this.geo.country(request.headers, request.socket.remoteAddress ?? '', request.ip),
      ...deviceOf(userAgent),
    };
    this.buffer.push(event);
  }

  private async click(request: FastifyRequest, pageId: number, itemId: number, target: string): Promise<void> {
    const verdict = judgeHit(request);
    if (verdict === 'ignored') return;
    const ts = this.now();
    if (verdict === 'refused') return this.buffer.push({ ts, pageId, kind: EVENT_KIND.refused });
    const visitor = await this.hasher.hash(request.ip, request.headers['user-agent'] ?? '', pageId, ts);
    this.buffer.push({ ts, pageId, kind: EVENT_KIND.click, itemId, target, visitor });
  }

  /** Rolls closed days up, then drops raw months past the retention; one run at a time per process. */
  maintain(): Promise<void> {
    this.maintaining ??= (async () => {
      try {
        await this.flush();
        await rollUp(this.db, this.now());
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

  start(): void {
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
  }
}
