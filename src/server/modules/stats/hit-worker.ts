import { Worker } from 'node:worker_threads';
import type { CountryLookup } from './country';
import type { PreparedBatch } from './event-rows';
import { HitMemory, processHits } from './hit-processing';
import type { WorkerRequest, WorkerSetup } from './stats-worker';

type Answer = { id: number; batch: PreparedBatch } | { id: number; error: string };

/**
 * Batches the worker may hold before the next ones are prepared in this thread: the worker runs at
 * a lower priority (stats-worker.ts), and a machine busy on every core must not pile hits up in
 * memory without end (100 batches of 500 lines: about 15 MB).
 */
const MAX_WAITING = 100;

/**
 * Where batches of raw hits are prepared: the statistics worker thread (stats-worker.ts), started
 * on the first batch; in this thread when asked (`inThread`) or when the worker cannot run (a
 * worker that fails is not restarted: its batches and the next ones are prepared here, nothing lost).
 */
export class HitPreparer {
  private worker: Worker | null = null;
  private broken = false;
  private next = 1;
  /** What the batches prepared in this thread have worked out (the worker keeps its own). */
  private readonly memory = new HitMemory();
  private readonly waiting = new Map<number, { resolve: (batch: PreparedBatch) => void; reject: (error: Error) => void; request: WorkerRequest }>();

  constructor(
    private readonly setup: WorkerSetup,
    private readonly geo: CountryLookup,
    private readonly inThread: boolean,
    private readonly onWorkerError: (error: unknown) => void,
  ) {}

  /** `hits`: lines made by encodeHit, joined. */
  prepare(hits: string, salts: Record<string, string>): Promise<PreparedBatch> {
    const worker = this.inThread || this.broken || this.waiting.size >= MAX_WAITING ? null : this.start();
    if (!worker) return Promise.resolve(processHits(hits, salts, this.geo, this.memory));
    const request: WorkerRequest = { id: this.next++, hits, salts };
    return new Promise((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject, request });
      worker.postMessage(request);
    });
  }

  /** Starts the worker now rather than on the first batch. */
  warmUp(): void {
    if (!this.inThread && !this.broken) this.start();
  }

  private start(): Worker | null {
    if (this.worker) return this.worker;
    try {
      const worker = spawnWorker(this.setup);
      worker.unref();
      worker.on('message', (answer: Answer) => {
        const entry = this.waiting.get(answer.id);
        if (!entry) return;
        this.waiting.delete(answer.id);
        if ('batch' in answer) entry.resolve(answer.batch);
        else entry.reject(new Error(answer.error));
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (this.worker === worker && code !== 0) this.fail(new Error(`The statistics worker stopped (${code})`));
      });
      this.worker = worker;
      return worker;
    } catch (error) {
      this.fail(error);
      return null;
    }
  }

  /** The worker is gone: what it held is prepared here, and so is what comes next. */
  private fail(error: unknown): void {
    this.onWorkerError(error);
    this.broken = true;
    this.worker = null;
    for (const [id, entry] of this.waiting) {
      this.waiting.delete(id);
      try {
        entry.resolve(processHits(entry.request.hits, entry.request.salts, this.geo, this.memory));
      } catch (failure) {
        entry.reject(failure instanceof Error ? failure : new Error(String(failure)));
      }
    }
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}

/**
 * The compiled server runs dist/server/stats-worker.js beside main.js; from source (tests, tsx) the
 * TypeScript file, through tsx's loader registered in the new thread first.
 */
function spawnWorker(setup: WorkerSetup): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const entry = new URL('./stats-worker.ts', here).href;
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
    return new Worker(boot, { eval: true, workerData: setup });
  }
  return new Worker(new URL('./stats-worker.js', here), { workerData: setup });
}
