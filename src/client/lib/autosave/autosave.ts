import { createStore } from 'zustand/vanilla';
import { SAVE_DEBOUNCE_MS } from '@shared/constants';
import { ApiError } from '@/lib/api-client';

/**
 * 'waiting': a change waits for the pause; 'saving': on its way; 'failed': kept locally, not saved;
 * 'offline': kept until the browser is back online, then sent (decision 536).
 */
export type SaveStatus = 'waiting' | 'saving' | 'failed' | 'offline';

/**
 * 'debounced': sent SAVE_DEBOUNCE_MS after the last change; 'immediate': sent at once (with whatever
 * waits); 'manual': kept as unsaved until an explicit `send` (the general page settings).
 */
export type SaveMode = 'debounced' | 'immediate' | 'manual';

type Changes = object;

/** What one key's saves look like from outside (re-rendering components read this). */
export interface SaveEntry<C extends Changes> {
  /** Values the server has not confirmed (waiting, on their way, refused and kept, or manual). */
  unsaved: Partial<C>;
  /** Something waits to be sent or is on its way. */
  busy: boolean;
  /** A save waits for the browser to be online again. */
  offline: boolean;
  status: SaveStatus | undefined;
}

/** What a refused save does with one of the fields it carried. */
type Refusal = 'keep' | 'revert';

export interface AutosaveDeps<C extends Changes, R> {
  /** One save of these values; rejects when the server refuses it. */
  send(key: number, changes: Partial<C>): Promise<R>;
  /** The same save started synchronously with `keepalive`, for a page that is going away. */
  sendKeepalive?(key: number, changes: Partial<C>): Promise<unknown>;
  /** The server confirmed a save (`confirmed`: the fields no newer local value has replaced). */
  onSaved?(key: number, result: R, sent: Partial<C>, confirmed: (keyof C)[]): void;
  /** What a refusal does with a field: kept and sent again by the next save, or put back. */
  refusal(error: unknown, field: keyof C): Refusal;
  /** The thing saved is gone (a 404): its changes are forgotten. */
  isGone?(error: unknown): boolean;
  /** Fields put back after a refusal, with their earlier values where the caller gave them. */
  onReverted?(key: number, group: number, fields: (keyof C)[], before: Partial<C>): void;
  /** A save was refused (not for being offline); after `onReverted`. */
  onFailed?(key: number, error: unknown, sent: Partial<C>): void;
  /** Whether the browser is offline now; `navigator.onLine` by default. */
  isOffline?(): boolean;
  /** Milliseconds a debounced change waits; SAVE_DEBOUNCE_MS by default. */
  debounceMs?: number;
}

export interface EditOptions<C extends Changes> {
  mode?: SaveMode;
  /** The key's group (an item's page): flushGroup, forgetGroup and suspend work by group. */
  group?: number;
  /** Earlier values, put back if the save is refused with 'revert' (kept from the first unconfirmed edit). */
  before?: Partial<C>;
  /** For 'manual': values the server already has; a field typed back to its saved value is no longer unsaved. */
  saved?: Partial<C>;
}

interface Runtime<C extends Changes> {
  group: number;
  /** Replaced (never mutated) on every change, so the published entry can share it. */
  pending: Partial<C>;
  before: Partial<C>;
  queued: Set<keyof C>;
  timer: ReturnType<typeof setTimeout> | null;
  chain: Promise<void>;
  jobs: number;
  failed: boolean;
  lastOk: boolean;
  held: boolean;
}

/** The browser says it has no network (the save would fail; it waits for the 'online' event). */
function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function pick<C extends Changes>(values: Partial<C>, fields: Iterable<keyof C>): Partial<C> {
  const out: Partial<C> = {};
  for (const field of fields) if (values[field] !== undefined) out[field] = values[field];
  return out;
}

function without<C extends Changes>(values: Partial<C>, fields: Iterable<keyof C>): Partial<C> {
  const out = { ...values };
  for (const field of fields) delete out[field];
  return out;
}

const EMPTY = Object.freeze({});

/**
 * The one write path of the editor (docs/decisions/506-one-write-path.md): item saves and page
 * settings saves are both an Autosave, given their request, their refusal policy and what to do
 * with an answer. Per key: a change is kept as unsaved at once, sent after the pause or at once;
 * one request per key is on its way at a time, so answers never apply out of order; a value is
 * confirmed only if it was not changed again meanwhile; offline saves wait for `resumeOffline`; a
 * suspended autosave sends nothing and hands over what the server has not confirmed.
 */
export class Autosave<C extends Changes, R> {
  readonly store = createStore<{ entries: Record<number, SaveEntry<C> | undefined> }>(() => ({ entries: {} }));
  private readonly runtimes = new Map<number, Runtime<C>>();
  private suspended = false;

  constructor(private readonly deps: AutosaveDeps<C, R>) {}

  entry(key: number): SaveEntry<C> | undefined {
    return this.store.getState().entries[key];
  }

  status(key: number): SaveStatus | undefined {
    return this.entry(key)?.status;
  }

  /** Values of this key the server has not confirmed (a stable object until they change). */
  unsaved(key: number): Partial<C> {
    return this.runtimes.get(key)?.pending ?? (EMPTY as Partial<C>);
  }

  /** Unconfirmed values of every key of a group that has any. */
  unsavedIn(group: number): Map<number, Partial<C>> {
    const out = new Map<number, Partial<C>>();
    for (const [key, runtime] of this.runtimes) {
      if (runtime.group === group && Object.keys(runtime.pending).length > 0) out.set(key, { ...runtime.pending });
    }
    return out;
  }

  edit(key: number, changes: Partial<C>, { mode = 'debounced', group, before, saved }: EditOptions<C> = {}): void {
    const fields = (Object.keys(changes) as (keyof C)[]).filter((field) => changes[field] !== undefined);
    if (fields.length === 0) return;
    const runtime = this.runtime(key, group ?? key);
    const pending = { ...runtime.pending };
    for (const field of fields) {
      if (!(field in runtime.before) && before?.[field] !== undefined) runtime.before[field] = before[field];
      if (mode === 'manual' && saved && field in saved && Object.is(saved[field], changes[field])) delete pending[field];
      else pending[field] = changes[field];
      if (mode !== 'manual') runtime.queued.add(field);
    }
    runtime.pending = pending;
    if (mode !== 'manual') {
      this.clearTimer(runtime);
      if (mode === 'immediate') void this.flush(key);
      else runtime.timer = setTimeout(() => void this.flush(key), this.deps.debounceMs ?? SAVE_DEBOUNCE_MS);
    }
    this.publish(key);
  }

  /** Sends what waits for this key now; resolves once everything asked for so far is answered. */
  flush(key: number): Promise<void> {
    const runtime = this.runtimes.get(key);
    if (!runtime) return Promise.resolve();
    this.clearTimer(runtime);
    if (runtime.queued.size === 0 || this.suspended) return runtime.chain;
    if (this.offline()) {
      this.hold(key, runtime);
      return runtime.chain;
    }
    return this.enqueue(key, runtime, async () => {
      const body = pick(runtime.pending, runtime.queued);
      runtime.queued.clear();
      if (Object.keys(body).length === 0) return;
      if (this.suspended || this.offline()) {
        for (const field of Object.keys(body) as (keyof C)[]) runtime.queued.add(field);
        if (!this.suspended) this.hold(key, runtime);
        return;
      }
      try {
        const result = await this.deps.send(key, body);
        runtime.failed = false;
        runtime.held = false;
        runtime.lastOk = true;
        this.confirm(key, runtime, body, { result });
      } catch (error) {
        this.refuse(key, runtime, body, error);
      }
    }).then(() => runtime.chain);
  }

  /** Whether the last save of this key was confirmed, once everything asked for so far is answered. */
  settled(key: number): Promise<boolean> {
    const runtime = this.runtimes.get(key);
    return runtime ? runtime.chain.then(() => runtime.lastOk) : Promise.resolve(true);
  }

  /**
   * Sends these values now, after whatever is on its way ('Guardar cambios'); resolves with the
   * answer, rejects with the refusal and keeps the values unsaved.
   */
  send(key: number, values: Partial<C>, group?: number): Promise<R> {
    const runtime = this.runtime(key, group ?? key);
    return this.enqueue(key, runtime, async () => {
      const result = await this.deps.send(key, values);
      this.confirm(key, runtime, values, { result });
      return result;
    });
  }

  /** Forgets these unsaved values (the person chose to leave without saving them). */
  discard(key: number, fields: readonly (keyof C)[]): void {
    const runtime = this.runtimes.get(key);
    if (!runtime) return;
    runtime.pending = without(runtime.pending, fields);
    for (const field of fields) runtime.queued.delete(field);
    this.publish(key);
  }

  flushGroup(group: number): Promise<void> {
    const waits = [...this.runtimes].filter(([, runtime]) => runtime.group === group).map(([key]) => this.flush(key));
    return Promise.all(waits).then(() => undefined);
  }

  /** Sends everything waiting, on every key (before signing out). */
  flushAll(): Promise<void> {
    return Promise.all([...this.runtimes.keys()].map((key) => this.flush(key))).then(() => undefined);
  }

  /**
   * The page is going away (pagehide, tab hidden): what waits is sent now with keepalive requests,
   * started synchronously, so the browser completes them after the page is gone. The keepalive save
   * carries every value not yet confirmed, also those of a save still on its way: if that older
   * save reaches the server after this one, the server skips it (decision 505).
   */
  flushKeepalive(): void {
    const sendKeepalive = this.deps.sendKeepalive;
    if (!sendKeepalive || this.suspended || this.offline()) return;
    for (const [key, runtime] of this.runtimes) {
      this.clearTimer(runtime);
      if (runtime.queued.size === 0) continue;
      const body = pick(runtime.pending, new Set([...runtime.queued, ...(Object.keys(runtime.pending) as (keyof C)[])]));
      runtime.queued.clear();
      if (Object.keys(body).length === 0) continue;
      const request = sendKeepalive(key, body);
      runtime.jobs += 1;
      this.publish(key);
      const settled = request.then(
        () => this.confirm(key, runtime, body),
        (error: unknown) => this.refuse(key, runtime, body, error),
      );
      runtime.chain = Promise.all([runtime.chain, settled]).then(() => this.jobDone(key, runtime));
    }
  }

  /** Sends every save that waited for the network (the browser is back online). */
  resumeOffline(): Promise<void> {
    const held = [...this.runtimes].filter(([, runtime]) => runtime.held);
    for (const [, runtime] of held) runtime.held = false;
    return Promise.all(held.map(([key]) => this.flush(key))).then(() => undefined);
  }

  /**
   * The session ended: nothing more is sent, and every value the server has not confirmed is
   * handed over by group and key, to be given back through `resume` and `edit` (decision 536).
   */
  suspend(): Record<number, Record<number, Partial<C>>> {
    this.suspended = true;
    const unsent: Record<number, Record<number, Partial<C>>> = {};
    for (const [key, runtime] of this.runtimes) {
      this.clearTimer(runtime);
      if (Object.keys(runtime.pending).length === 0) continue;
      (unsent[runtime.group] ??= {})[key] = structuredClone(runtime.pending);
    }
    this.clear();
    return unsent;
  }

  resume(): void {
    this.suspended = false;
  }

  /** Forgets every unsaved value (the session ended, or another owner signs in). */
  clear(): void {
    for (const key of this.runtimes.keys()) this.forget(key);
  }

  /** The thing saved is gone (deleted): nothing of it is sent any more. */
  forget(key: number): void {
    const runtime = this.runtimes.get(key);
    if (!runtime) return;
    this.clearTimer(runtime);
    runtime.queued.clear();
    runtime.pending = EMPTY as Partial<C>;
    runtime.before = {};
    runtime.failed = false;
    runtime.held = false;
    this.publish(key);
  }

  forgetGroup(group: number): void {
    for (const [key, runtime] of this.runtimes) if (runtime.group === group) this.forget(key);
  }

  hasPending(group?: number): boolean {
    for (const runtime of this.runtimes.values()) {
      if (group !== undefined && runtime.group !== group) continue;
      if (runtime.queued.size > 0 || runtime.jobs > 0) return true;
    }
    return false;
  }

  private offline(): boolean {
    return (this.deps.isOffline ?? browserOffline)();
  }

  /** Kept whole (no revert, no error) until the browser is online again. */
  private hold(key: number, runtime: Runtime<C>) {
    runtime.held = true;
    runtime.lastOk = false;
    this.publish(key);
  }

  /** `answer`: the server's answer to hand on (a keepalive save's answer is not read). */
  private confirm(key: number, runtime: Runtime<C>, sent: Partial<C>, answer?: { result: R }) {
    const confirmed: (keyof C)[] = [];
    for (const field of Object.keys(sent) as (keyof C)[]) {
      if (field in runtime.pending && !Object.is(runtime.pending[field], sent[field])) continue; // changed again since
      confirmed.push(field);
    }
    runtime.pending = without(runtime.pending, confirmed);
    runtime.before = without(runtime.before, confirmed);
    this.publish(key);
    if (answer) this.deps.onSaved?.(key, answer.result, sent, confirmed);
  }

  private refuse(key: number, runtime: Runtime<C>, sent: Partial<C>, error: unknown) {
    runtime.lastOk = false;
    const current = (Object.keys(sent) as (keyof C)[]).filter((field) => Object.is(runtime.pending[field], sent[field]));
    if (!(error instanceof ApiError) && this.offline()) {
      // Never reached the server: everything it carried waits for the network.
      for (const field of current) runtime.queued.add(field);
      this.hold(key, runtime);
      return;
    }
    if (this.deps.isGone?.(error)) {
      this.forget(key);
      this.deps.onFailed?.(key, error, sent);
      return;
    }
    const reverted: (keyof C)[] = [];
    const before: Partial<C> = {};
    for (const field of current) {
      if (this.deps.refusal(error, field) === 'keep') {
        runtime.queued.add(field); // kept; the next save sends it
        runtime.failed = true;
      } else {
        reverted.push(field);
        if (runtime.before[field] !== undefined) before[field] = runtime.before[field];
      }
    }
    runtime.pending = without(runtime.pending, reverted);
    runtime.before = without(runtime.before, reverted);
    this.publish(key);
    if (reverted.length > 0) this.deps.onReverted?.(key, runtime.group, reverted, before);
    this.deps.onFailed?.(key, error, sent);
  }

  private enqueue<T>(key: number, runtime: Runtime<C>, job: () => Promise<T>): Promise<T> {
    runtime.jobs += 1;
    this.publish(key);
    const run = runtime.chain.then(job);
    runtime.chain = run.then(
      () => this.jobDone(key, runtime),
      () => this.jobDone(key, runtime),
    );
    return run;
  }

  private jobDone(key: number, runtime: Runtime<C>) {
    runtime.jobs -= 1;
    this.publish(key);
  }

  private runtime(key: number, group: number): Runtime<C> {
    let runtime = this.runtimes.get(key);
    if (!runtime) {
      runtime = {
        group,
        pending: EMPTY as Partial<C>,
        before: {},
        queued: new Set(),
        timer: null,
        chain: Promise.resolve(),
        jobs: 0,
        failed: false,
        lastOk: true,
        held: false,
      };
      this.runtimes.set(key, runtime);
    }
    return runtime;
  }

  private clearTimer(runtime: Runtime<C>) {
    if (runtime.timer) clearTimeout(runtime.timer);
    runtime.timer = null;
  }

  /** Publishes the key's entry when something a component reads changed. */
  private publish(key: number) {
    const runtime = this.runtimes.get(key);
    if (!runtime) return;
    const busy = runtime.queued.size > 0 || runtime.jobs > 0;
    const status: SaveStatus | undefined =
      runtime.jobs > 0 ? 'saving' : runtime.held ? 'offline' : runtime.failed ? 'failed' : runtime.queued.size > 0 ? 'waiting' : undefined;
    const old = this.entry(key);
    if (old && old.unsaved === runtime.pending && old.busy === busy && old.offline === runtime.held && old.status === status) return;
    const entry: SaveEntry<C> = { unsaved: runtime.pending, busy, offline: runtime.held, status };
    this.store.setState((state) => ({ entries: { ...state.entries, [key]: entry } }));
  }
}
