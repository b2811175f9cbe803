import { type Page, type PageSettings, type UpdatePageInput, pageToSettings } from '@shared/schemas/page';
import { ApiError } from '@/lib/api-client';
import { Autosave, type SaveEntry, type SaveMode } from '@/lib/autosave/autosave';

export type { SaveMode } from '@/lib/autosave/autosave';

export type SettingsField = Exclude<keyof PageSettings, 'id'>;
export type SettingsChanges = Partial<Omit<PageSettings, 'id'>>;

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
  language: 'language',
  profile_kind: 'profileKind',
};

/** The fields of 'Configuración General', saved together by 'Guardar cambios'. */
export const GENERAL_FIELDS = ['title', 'slug', 'show_title'] as const satisfies readonly SettingsField[];

function toApiChanges(changes: SettingsChanges): UpdatePageInput {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) body[API_FIELD[field as SettingsField]] = value;
  return body as UpdatePageInput;
}

export function isValidPageId(pageId: unknown): pageId is number {
  return typeof pageId === 'number' && Number.isInteger(pageId) && pageId > 0;
}

/** What waits to be saved for one page: `unsaved`, `busy`, `offline` (decision 536). */
export type PageSyncEntry = SaveEntry<SettingsChanges>;

/** Settings the server has not confirmed, by page: what a session that ended leaves behind. */
export type UnsentSettings = Record<number, SettingsChanges>;

/** What PageSync needs from the app (wired in page-sync-client.ts; tests pass their own). */
export interface PageSyncDeps {
  send(pageId: number, changes: UpdatePageInput): Promise<Page>;
  /** The page as its query data has it (before any save of this session was answered). */
  cachedPage(pageId: number): Page | undefined;
  /** Puts a newer answer in the page's query data (the editor has left the page). */
  cachePage(pageId: number, page: Page): void;
  /** Shows these values in the editor, if it shows this page now (the preview follows). */
  showSettings(pageId: number, changes: SettingsChanges): void;
  /** The server confirmed these values (the page list and a parent's items may show them). */
  onSaved?(page: Page, values: SettingsChanges): void;
  /** An automatic save was refused and put back (not offline, not a 401). */
  onFailed(pageId: number, error: unknown): void;
  isOffline?(): boolean;
}

interface PageState {
  latest: Page | null;
  /** The editor shows this page now. */
  active: boolean;
}

/**
 * Keeps the editor's page settings and the server in step, on the one write path (decision 506):
 * the editor store changes at once (the preview follows), the server gets the change through one
 * PATCH at a time per page, so answers never arrive out of order. Values not yet confirmed survive a
 * reload of the page's data, and a failed automatic save puts the saved value back.
 * docs/decisions/600-saving-page-settings.md.
 */
export class PageSync {
  private readonly saves: Autosave<SettingsChanges, Page>;
  /** Each page's entry (`unsaved`, `busy`, `offline`). */
  readonly store: Autosave<SettingsChanges, Page>['store'];
  private readonly pages = new Map<number, PageState>();

  constructor(private readonly deps: PageSyncDeps) {
    this.saves = new Autosave<SettingsChanges, Page>({
      send: (pageId, values) => deps.send(pageId, toApiChanges(values)),
      onSaved: (pageId, page, values, confirmed) => this.confirm(pageId, page, values, confirmed),
      // A 401: the session ended; the value is kept for the session watcher (decision 536).
      refusal: (error) => (error instanceof ApiError && error.status === 401 ? 'keep' : 'revert'),
      onReverted: (pageId, _group, fields) => this.putBack(pageId, fields),
      onFailed: (pageId, error) => {
        if (!(error instanceof ApiError && error.status === 401)) deps.onFailed(pageId, error);
      },
      isOffline: deps.isOffline,
    });
    this.store = this.saves.store;
  }

  entry(pageId: number): PageSyncEntry | undefined {
    return this.saves.entry(pageId);
  }

  unsaved(pageId: number): SettingsChanges {
    return this.saves.unsaved(pageId);
  }

  /** The page as the server last confirmed it, in the editor's form. */
  serverSettings(pageId: number): PageSettings | null {
    const page = this.page(pageId).latest ?? this.deps.cachedPage(pageId) ?? null;
    return page ? pageToSettings(page) : null;
  }

  edit(pageId: number, changes: SettingsChanges, mode: SaveMode): void {
    this.deps.showSettings(pageId, changes);
    const saved = mode === 'manual' ? (this.serverSettings(pageId) ?? undefined) : undefined;
    this.saves.edit(pageId, changes, { mode, saved });
  }

  /** Sends what is waiting now; resolves once everything asked for so far has been answered. */
  flush(pageId: number): Promise<void> {
    return this.saves.flush(pageId);
  }

  /** Sends these values now, after whatever is on its way; rejects with the server's refusal. */
  save(pageId: number, values: SettingsChanges): Promise<Page> {
    return this.saves.send(pageId, values);
  }

  /** Forgets local values (the person chose to leave without saving them); the saved ones return. */
  discard(pageId: number, fields: readonly SettingsField[]): void {
    this.saves.discard(pageId, fields);
    const server = this.serverSettings(pageId);
    if (server) this.deps.showSettings(pageId, Object.fromEntries(fields.map((field) => [field, server[field]])) as SettingsChanges);
  }

  /** Sends every page's save that waited for the network (the browser is back online). */
  resumeOffline(): Promise<void> {
    return this.saves.resumeOffline();
  }

  /** Sends whatever waits on every page (before signing out). */
  flushAll(): Promise<void> {
    return this.saves.flushAll();
  }

  /**
   * The session ended: nothing more is sent, and every value the server has not confirmed
   * (general settings waiting for 'Guardar cambios' included) is handed over (decision 536).
   */
  suspend(): UnsentSettings {
    const unsent: UnsentSettings = {};
    for (const [pageId, byKey] of Object.entries(this.saves.suspend())) unsent[Number(pageId)] = byKey[Number(pageId)] ?? {};
    return unsent;
  }

  resume(): void {
    this.saves.resume();
  }

  /** Forgets every page's unsaved values (the session ended, or another owner signs in). */
  clear(): void {
    this.saves.clear();
  }

  /** The page was deleted: nothing of it waits or is asked about any more. */
  forget(pageId: number): void {
    this.saves.forget(pageId);
  }

  activate(pageId: number): void {
    this.page(pageId).active = true;
  }

  /** The editor left the page: what waits is sent now, and the page's cache gets the last answer. */
  deactivate(pageId: number): Promise<void> {
    this.page(pageId).active = false;
    return this.flush(pageId).then(() => this.writeCache(pageId));
  }

  private confirm(pageId: number, page: Page, values: SettingsChanges, confirmed: SettingsField[]) {
    const state = this.page(pageId);
    state.latest = page;
    const server = pageToSettings(page);
    this.deps.showSettings(pageId, Object.fromEntries(confirmed.map((field) => [field, server[field]])) as SettingsChanges);
    this.deps.onSaved?.(page, values);
    if (!state.active) this.writeCache(pageId);
  }

  /** A refused automatic save: the last saved values come back. */
  private putBack(pageId: number, fields: SettingsField[]) {
    const server = this.serverSettings(pageId);
    if (server) this.deps.showSettings(pageId, Object.fromEntries(fields.map((field) => [field, server[field]])) as SettingsChanges);
  }

  /**
   * While the page is open its query data is left alone (new data reloads the editor store); once
   * the editor has left it, the cache gets the newest answer so reopening shows saved values.
   */
  private writeCache(pageId: number) {
    const state = this.page(pageId);
    const latest = state.latest;
    if (!latest || state.active) return;
    const cached = this.deps.cachedPage(pageId);
    if (cached && cached.updatedAt <= latest.updatedAt) this.deps.cachePage(pageId, latest);
  }

  private page(pageId: number): PageState {
    let state = this.pages.get(pageId);
    if (!state) {
      state = { latest: null, active: false };
      this.pages.set(pageId, state);
    }
    return state;
  }
}

export function hasUnsavedGeneral(entry: PageSyncEntry | undefined): boolean {
  return !!entry && GENERAL_FIELDS.some((field) => field in entry.unsaved);
}
