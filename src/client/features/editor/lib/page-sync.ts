import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import { SAVE_DEBOUNCE_MS } from '@shared/constants';
import { type Page, type PageSettings, type UpdatePageInput, pageToSettings } from '@shared/schemas/page';
import { toast } from '@/hooks/use-toast';
import { ApiError, messageOf } from '@/lib/api-client';
import { pagePath } from '@/features/pages/api/get-page';
import { PAGES_LIST_KEY } from '@/features/pages/api/get-pages';
import { updatePage } from '@/features/pages/api/update-page';
import { itemsPath } from '../api/get-items';
import { useEditorStore } from '../stores/editor-store';

export type SettingsField = Exclude<keyof PageSettings, 'id'>;
export type SettingsChanges = Partial<Omit<PageSettings, 'id'>>;

/**
 * 'debounced': sent SAVE_DEBOUNCE_MS after the last change (colours, sliders); 'immediate': sent at
 * once (switches, images); 'manual': kept until 'Guardar cambios' (the general settings).
 */
export type SaveMode = 'debounced' | 'immediate' | 'manual';

const API_FIELD: Record<SettingsField, keyof UpdatePageInput> = {
  title: 'title',
  slug: 'slug',
  show_title: 'showTitle',
  background_color: 'backgroundColor',
  background_image: 'backgroundImage',
  profile_image: 'profileImage',
  profile_image_zoom: 'profileImageZoom',
  profile_image_bg_color: 'profileImageBgColor',
  background_image_blur: 'backgroundImageBlur',
  background_overlay_color: 'backgroundOverlayColor',
  background_overlay_opacity: 'backgroundOverlayOpacity',
  theme: 'theme',
  button_shape: 'buttonShape',
  button_fill: 'buttonFill',
  button_color: 'buttonColor',
  button_text_color: 'buttonTextColor',
  show_link_domain: 'showLinkDomain',
  social_links: 'socialLinks',
  social_position: 'socialPosition',
  bio: 'bio',
  profile_image_size: 'profileImageSize',
  og_title: 'ogTitle',
  og_description: 'ogDescription',
  og_image: 'ogImage',
};

/** The fields of 'Configuración General', saved together by 'Guardar cambios'. */
export const GENERAL_FIELDS = ['title', 'slug', 'show_title'] as const satisfies readonly SettingsField[];

export function toApiChanges(changes: SettingsChanges): UpdatePageInput {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) body[API_FIELD[field as SettingsField]] = value;
  return body as UpdatePageInput;
}

export function isValidPageId(pageId: unknown): pageId is number {
  return typeof pageId === 'number' && Number.isInteger(pageId) && pageId > 0;
}

export interface PageSyncEntry {
  /** Local values the server does not have yet (waiting, on their way, or kept for 'Guardar cambios'). */
  unsaved: SettingsChanges;
  /** Something is waiting to be sent or on its way. */
  busy: boolean;
  /** A save waits for the browser to be online again (decision 536). */
  offline?: boolean;
}

/** Settings the server has not confirmed, by page: what a session that ended leaves behind. */
export type UnsentSettings = Record<number, SettingsChanges>;

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

interface Runtime {
  queued: Set<SettingsField>;
  timer: ReturnType<typeof setTimeout> | null;
  chain: Promise<void>;
  jobs: number;
  latest: Page | null;
  /** The editor shows this page now. */
  active: boolean;
  /** Waiting for the browser to be online again. */
  held: boolean;
}

type Send = (pageId: number, changes: UpdatePageInput) => Promise<Page>;

const EMPTY: SettingsChanges = Object.freeze({});

/**
 * Keeps the editor's page settings and the server in step: the editor store changes at once (the
 * preview follows), the server gets the change through one PATCH at a time per page, so answers
 * never arrive out of order. Values not yet confirmed survive a reload of the page's data, and a
 * failed automatic save puts the saved value back. docs/decisions/600-saving-page-settings.md.
 */
export class PageSync {
  readonly store = createStore<{ pages: Record<number, PageSyncEntry> }>(() => ({ pages: {} }));
  private readonly runtimes = new Map<number, Runtime>();
  /** The session ended: nothing is sent until it is resumed (decision 536). */
  private suspended = false;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly send: Send = updatePage,
    private readonly isOffline: () => boolean = browserOffline,
  ) {}

  unsaved(pageId: number): SettingsChanges {
    return this.store.getState().pages[pageId]?.unsaved ?? EMPTY;
  }

  /** The page as the server last confirmed it, in the editor's form. */
  serverSettings(pageId: number): PageSettings | null {
    const page = this.runtime(pageId).latest ?? this.queryClient.getQueryData<Page>([pagePath(pageId)]) ?? null;
    return page ? pageToSettings(page) : null;
  }

  edit(pageId: number, changes: SettingsChanges, mode: SaveMode): void {
    const editor = useEditorStore.getState();
    if (editor.currentPageId === pageId) editor.updatePageSettings(changes);
    const server = mode === 'manual' ? this.serverSettings(pageId) : null;
    this.updateUnsaved(pageId, (unsaved) => {
      for (const [field, value] of Object.entries(changes) as [SettingsField, unknown][]) {
        // Typing a general field back to its saved value leaves nothing to save.
        if (server && Object.is(server[field], value)) delete unsaved[field];
        else (unsaved as Record<string, unknown>)[field] = value;
      }
    });
    if (mode === 'manual') return;
    const runtime = this.runtime(pageId);
    for (const field of Object.keys(changes)) runtime.queued.add(field as SettingsField);
    this.clearTimer(runtime);
    if (mode === 'debounced') runtime.timer = setTimeout(() => void this.flush(pageId), SAVE_DEBOUNCE_MS);
    else void this.flush(pageId);
    this.refreshBusy(pageId);
  }

  /** Sends what is waiting now; resolves once everything asked for so far has been answered. */
  flush(pageId: number): Promise<void> {
    const runtime = this.runtime(pageId);
    this.clearTimer(runtime);
    if (runtime.queued.size === 0 || this.suspended) return runtime.chain;
    if (this.isOffline()) {
      this.hold(pageId, true);
      return runtime.chain;
    }
    return this.enqueue(pageId, async () => {
      const unsaved = this.unsaved(pageId);
      const values = Object.fromEntries(
        [...runtime.queued].filter((field) => field in unsaved).map((field) => [field, unsaved[field]]),
      ) as SettingsChanges;
      runtime.queued.clear();
      if (Object.keys(values).length === 0) return;
      try {
        await this.write(pageId, values);
        this.hold(pageId, false);
      } catch (error) {
        if (!(error instanceof ApiError) && this.isOffline()) {
          // Never reached the server: kept, and sent when the browser is online again.
          for (const field of Object.keys(values)) runtime.queued.add(field as SettingsField);
          this.hold(pageId, true);
          return;
        }
        if (error instanceof ApiError && error.status === 401) return; // the session ended: kept (decision 536)
        console.error(`Could not save the settings of page ${pageId}`, error);
        this.revert(pageId, values);
        toast({ variant: 'destructive', title: 'Error al guardar', description: messageOf(error, 'No se pudo guardar el ajuste.') });
      }
    }).then(() => runtime.chain);
  }

  /** Sends these values now, after whatever is on its way; rejects with the server's refusal. */
  save(pageId: number, values: SettingsChanges): Promise<Page> {
    return this.enqueue(pageId, () => this.write(pageId, values));
  }

  /** Forgets local values (the person chose to leave without saving them); the saved ones return. */
  discard(pageId: number, fields: readonly SettingsField[]): void {
    this.updateUnsaved(pageId, (unsaved) => fields.forEach((field) => delete unsaved[field]));
    const server = this.serverSettings(pageId);
    const editor = useEditorStore.getState();
    if (!server || editor.currentPageId !== pageId) return;
    editor.updatePageSettings(Object.fromEntries(fields.map((field) => [field, server[field]])) as SettingsChanges);
  }

  /** Sends every page's save that waited for the network (the browser is back online). */
  resumeOffline(): Promise<void> {
    const held = [...this.runtimes].filter(([, runtime]) => runtime.held).map(([pageId]) => pageId);
    for (const pageId of held) this.runtime(pageId).held = false;
    return Promise.all(held.map((pageId) => this.flush(pageId))).then(() => undefined);
  }

  /** Sends whatever waits on every page (before signing out). */
  flushAll(): Promise<void> {
    return Promise.all([...this.runtimes.keys()].map((pageId) => this.flush(pageId))).then(() => undefined);
  }

  /**
   * The session ended: nothing more is sent, and every value the server has not confirmed
   * (general settings waiting for 'Guardar cambios' included) is handed over (decision 536).
   */
  suspend(): UnsentSettings {
    this.suspended = true;
    const unsent: UnsentSettings = {};
    for (const [pageId, entry] of Object.entries(this.store.getState().pages)) {
      if (Object.keys(entry.unsaved).length > 0) unsent[Number(pageId)] = { ...entry.unsaved };
    }
    this.clear();
    return unsent;
  }

  resume(): void {
    this.suspended = false;
  }

  /** Forgets every page's unsaved values (the session ended, or another owner signs in). */
  clear(): void {
    for (const pageId of [...this.runtimes.keys()]) this.forget(pageId);
    this.store.setState({ pages: {} });
  }

  /** The page was deleted: nothing of it waits or is asked about any more. */
  forget(pageId: number): void {
    const runtime = this.runtime(pageId);
    this.clearTimer(runtime);
    runtime.queued.clear();
    runtime.held = false;
    this.setEntry(pageId, { unsaved: EMPTY, busy: runtime.jobs > 0 });
  }

  activate(pageId: number): void {
    this.runtime(pageId).active = true;
  }

  /** The editor left the page: what waits is sent now, and the page's cache gets the last answer. */
  deactivate(pageId: number): Promise<void> {
    const runtime = this.runtime(pageId);
    runtime.active = false;
    return this.flush(pageId).then(() => this.writeCache(pageId));
  }

  private async write(pageId: number, values: SettingsChanges): Promise<Page> {
    const page = await this.send(pageId, toApiChanges(values));
    this.confirm(pageId, values, page);
    return page;
  }

  private confirm(pageId: number, values: SettingsChanges, page: Page) {
    const runtime = this.runtime(pageId);
    runtime.latest = page;
    const server = pageToSettings(page);
    const confirmed: Record<string, unknown> = {};
    this.updateUnsaved(pageId, (unsaved) => {
      for (const [field, value] of Object.entries(values) as [SettingsField, unknown][]) {
        if (field in unsaved && !Object.is(unsaved[field], value)) continue; // changed again since
        delete unsaved[field];
        confirmed[field] = server[field];
      }
    });
    const editor = useEditorStore.getState();
    if (editor.currentPageId === pageId) editor.updatePageSettings(confirmed as SettingsChanges);
    if ('title' in values || 'slug' in values) void this.queryClient.invalidateQueries({ queryKey: PAGES_LIST_KEY });
    // A subpage's title is also its card's title on the parent page (the server keeps both).
    if ('title' in values && typeof page.parentPageId === 'number') {
      void this.queryClient.invalidateQueries({ queryKey: [itemsPath(page.parentPageId)] });
    }
    if (!runtime.active) this.writeCache(pageId);
  }

  private revert(pageId: number, values: SettingsChanges) {
    const server = this.serverSettings(pageId);
    const reverted: Record<string, unknown> = {};
    this.updateUnsaved(pageId, (unsaved) => {
      for (const [field, value] of Object.entries(values) as [SettingsField, unknown][]) {
        if (field in unsaved && !Object.is(unsaved[field], value)) continue;
        delete unsaved[field];
        if (server) reverted[field] = server[field];
      }
    });
    const editor = useEditorStore.getState();
    if (editor.currentPageId === pageId) editor.updatePageSettings(reverted as SettingsChanges);
  }

  /**
   * While the page is open its query data is left alone (new data reloads the editor store); once
   * the editor has left it, the cache gets the newest answer so reopening shows saved values.
   */
  private writeCache(pageId: number) {
    const runtime = this.runtime(pageId);
    const latest = runtime.latest;
    if (!latest || runtime.active) return;
    const key = [pagePath(pageId)];
    const cached = this.queryClient.getQueryData<Page>(key);
    if (cached && cached.updatedAt <= latest.updatedAt) this.queryClient.setQueryData<Page>(key, latest);
  }

  private enqueue<T>(pageId: number, job: () => Promise<T>): Promise<T> {
    const runtime = this.runtime(pageId);
    runtime.jobs += 1;
    this.refreshBusy(pageId);
    const run = runtime.chain.then(job);
    runtime.chain = run.then(
      () => this.jobDone(pageId),
      () => this.jobDone(pageId),
    );
    return run;
  }

  private jobDone(pageId: number) {
    this.runtime(pageId).jobs -= 1;
    this.refreshBusy(pageId);
  }

  private clearTimer(runtime: Runtime) {
    if (runtime.timer) clearTimeout(runtime.timer);
    runtime.timer = null;
  }

  private runtime(pageId: number): Runtime {
    let runtime = this.runtimes.get(pageId);
    if (!runtime) {
      runtime = { queued: new Set(), timer: null, chain: Promise.resolve(), jobs: 0, latest: null, active: false, held: false };
      this.runtimes.set(pageId, runtime);
    }
    return runtime;
  }

  private entry(pageId: number): PageSyncEntry {
    return this.store.getState().pages[pageId] ?? { unsaved: EMPTY, busy: false };
  }

  private setEntry(pageId: number, entry: PageSyncEntry) {
    this.store.setState((state) => ({ pages: { ...state.pages, [pageId]: entry } }));
  }

  private updateUnsaved(pageId: number, change: (unsaved: SettingsChanges) => void) {
    const entry = this.entry(pageId);
    const unsaved = { ...entry.unsaved };
    change(unsaved);
    this.setEntry(pageId, { ...entry, unsaved });
  }

  private hold(pageId: number, held: boolean) {
    const runtime = this.runtime(pageId);
    runtime.held = held;
    const entry = this.entry(pageId);
    if ((entry.offline ?? false) !== held) this.setEntry(pageId, { ...entry, offline: held });
  }

  private refreshBusy(pageId: number) {
    const runtime = this.runtime(pageId);
    const busy = runtime.queued.size > 0 || runtime.jobs > 0;
    const entry = this.entry(pageId);
    if (entry.busy !== busy) this.setEntry(pageId, { ...entry, busy });
  }
}

const syncs = new WeakMap<QueryClient, PageSync>();

/** One PageSync per query client (the app has one; tests make their own). */
export function pageSyncFor(queryClient: QueryClient): PageSync {
  let sync = syncs.get(queryClient);
  if (!sync) {
    sync = new PageSync(queryClient);
    syncs.set(queryClient, sync);
  }
  return sync;
}

export function hasUnsavedGeneral(entry: PageSyncEntry | undefined): boolean {
  return !!entry && GENERAL_FIELDS.some((field) => field in entry.unsaved);
}
