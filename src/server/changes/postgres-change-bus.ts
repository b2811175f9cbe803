import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, Executor, Transaction } from '../db/client';
import { type Announce, type BusEvent, type Change, type ChangeBus, Listeners, changeSchema, isEmpty } from './change-bus';

const CHANGES_CHANNEL = 'linkhub_changes';
/** NOTIFY payloads must stay under 8000 bytes; messages with many ids are split. */
const MAX_PAYLOAD = 7000;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;
/** A query on the listening connection this often finds a connection that died without a word. */
const HEARTBEAT_MS = 30_000;

interface Envelope {
  /** The instance that sent it (it delivered it to itself already). */
  from: string;
  change: Change;
}

export interface PostgresChangeBusOptions {
  db: Database;
  /** Where to LISTEN: a direct connection (DATABASE_LISTEN_URL, else DATABASE_URL), never a transaction pooler. */
  listenUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Splits a change into messages whose payloads fit NOTIFY. */
export function envelopes(from: string, change: Change): string[] {
  const whole = JSON.stringify({ from, change } satisfies Envelope);
  if (whole.length <= MAX_PAYLOAD || change.ids.length <= 1) return [whole];
  const half = Math.ceil(change.ids.length / 2);
  const parts = [change.ids.slice(0, half), change.ids.slice(half)] as Change['ids'][];
  return parts.flatMap((ids) => envelopes(from, { ...change, ids } as Change));
}

/**
 * PostgreSQL LISTEN/NOTIFY (decision 830). A write's changes are NOTIFYed inside its transaction,
 * so other instances hear of it only if it commits, and reach this process's listeners after the
 * commit. One dedicated connection listens; when it is lost, listeners get `reset` (changes in the
 * gap are lost), and again once it listens anew, reconnecting with backoff until closed.
 */
export class PostgresChangeBus implements ChangeBus {
  readonly kind = 'postgres' as const;
  readonly instanceId = randomUUID();
  private readonly listeners = new Listeners();
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** Times the listening connection was (re)established; for tests and the log. */
  connections = 0;

  constructor(private readonly options: PostgresChangeBusOptions) {}

  async transaction<T>(db: Database, work: (tx: Transaction, announce: Announce) => Promise<T>): Promise<T> {
    const announced: Change[] = [];
    const result = await db.transaction(async (tx) => {
      const value = await work(tx, (change) => announced.push(change));
      await this.notify(tx, announced);
      return value;
    });
    this.deliver(announced);
    return result;
  }

  async publish(change: Change): Promise<void> {
    this.deliver([change]);
    await this.notify(this.options.db, [change]);
  }

  touch(...pageIds: number[]): void {
    this.publish({ type: 'pages', ids: pageIds }).catch((error: unknown) =>
      this.options.log.error({ err: error }, 'Could not tell the other instances of a change'),
    );
  }

  subscribe(listener: (event: BusEvent) => void): () => void {
    return this.listeners.add(listener);
  }

  /** Resolves once the first LISTEN is in place (rejects if the first connection fails). */
  async start(): Promise<void> {
    await this.connect();
    this.heartbeat = setInterval(() => {
      const client = this.client;
      client?.query('select 1').catch(() => this.lost(client, new Error('heartbeat failed')));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** The process id of the listening connection on the server (tests end it to see a reconnect). */
  async listenerPid(): Promise<number | null> {
    const result = await this.client?.query<{ pid: number }>('select pg_backend_pid() as pid');
    return result?.rows[0]?.pid ?? null;
  }

  private deliver(changes: readonly Change[]): void {
    for (const change of changes) if (!isEmpty(change)) this.listeners.emit(change);
  }

  private async notify(executor: Executor, changes: readonly Change[]): Promise<void> {
    for (const change of changes) {
      if (isEmpty(change)) continue;
      for (const payload of envelopes(this.instanceId, change)) {
        await executor.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
      }
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.listenUrl, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) this.received(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.connections += 1;
    this.reconnectDelay = RECONNECT_MIN_MS;
  }

  private received(payload: string): void {
    let envelope: Envelope;
    try {
      const parsed = JSON.parse(payload) as { from?: unknown; change?: unknown };
      envelope = { from: String(parsed.from), change: changeSchema.parse(parsed.change) };
    } catch (error) {
      this.options.log.warn({ err: error }, 'Ignored a malformed change notification');
      return;
    }
    if (envelope.from !== this.instanceId) this.listeners.emit(envelope.change);
  }

  /** The listening connection failed: caches drop everything, and it is opened again. */
  private lost(client: pg.Client | null, error: Error): void {
    if (this.closed || client === null || client !== this.client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    this.options.log.warn(`Lost the connection that listens for changes (${error.message}): cached pages and sessions dropped, reconnecting`);
    this.listeners.emit({ type: 'reset' });
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect().then(
        () => {
          if (this.closed) return;
          this.options.log.info('Listening for changes again');
          // Anything cached between the loss and now may have missed a change.
          this.listeners.emit({ type: 'reset' });
        },
        (error: unknown) => {
          this.options.log.warn(`Could not listen for changes yet (${(error as Error).message}); retrying`);
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.reconnectTimer.unref();
  }
}
