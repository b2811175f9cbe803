import type { SensitiveRating } from './access';
import type { BrandIcons } from './brand-hosts';
import type { ItemView } from './schemas/item';
import type { PageView } from './schemas/page';
import type { SignupNotice } from './signup';

/** How a public page was opened: /view/{slug}, /view/page/{id} or /preview/page/{id}. */
export type PublicRoute = 'slug' | 'id' | 'preview';

/** What the server renders the public page from (HTML only: the browser runs no React, decision 551). */
export interface PublicViewData {
  route: PublicRoute;
  page: PageView;
  /** Visible items only, in order. */
  items: ItemView[];
  /** The parent page's slug for 'Volver', when the page is a subpage. */
  parentSlug: string | null;
  /** The brand marks its links and social icons show (decision 312): never in the page's script. */
  icons?: BrandIcons;
  /** The request's time and the owner's zone, when a block shows it ('Horario': open or closed now). */
  clock?: { now: number; timeZone: string };
}

/**
 * A screen before a page or a block (issue 36, decision 966), drawn in the page's look: the page's
 * password, a 'Contenido sensible' gate, or a block's code (with its gate when it has one). Each
 * form posts to `action`; `back` is 'Volver'.
 */
export type AccessScreen =
  | { kind: 'password'; action: string; error?: string | undefined }
  | { kind: 'gate'; action: string; back: string; rating: SensitiveRating; title?: string | undefined }
  | { kind: 'lock'; action: string; back: string; title: string; rating: SensitiveRating | null; error?: string | undefined };

/** Stylesheets and scripts of the public entry, read from Vite's manifest (or Vite's dev server). */
export interface PublicAssets {
  styles: string[];
  /**
   * The CSS one page uses, put in the page itself so that nothing blocks the first paint: the rules
   * of the public stylesheet whose classes (and fonts) the page's HTML names, and those of the
   * classes the page's script gives the elements it makes (decision 551).
   */
  pageStyles?: (bodyHtml: string, scriptClasses: readonly string[]) => string;
  /** The page's small script (src/client/page-scripts/entry.ts); not sent to the not-found page. */
  scripts: string[];
  modulePreloads: string[];
  /** Font files to preload, by face name such as 'inter-latin-400-normal'. */
  fonts: Record<string, string>;
  /** Raw tags Vite's dev server needs in the head (development only). */
  devHead?: string;
}

export interface PublicDocumentInput {
  /** null renders the not-found page. */
  data: PublicViewData | null;
  /**
   * Scheme, host and port the page is served at (PUBLIC_URL), for the canonical and Open Graph
   * URLs; '' without PUBLIC_URL: those URLs are then site-relative (decision 864).
   */
  origin: string;
  /** The page is served at the root of `origin`, an owner's domain (issue 39): its canonical is `${origin}/`. */
  home?: boolean;
  /** The result of a visitor's sign-up (issue 40): such a page is drawn for that answer only, never cached. */
  signup?: SignupNotice | undefined;
  /** Set: this screen, in the page's look, instead of the page (issue 36). */
  access?: AccessScreen | undefined;
  assets: PublicAssets;
}

/** The server-side bundle of the public page (dist/ssr/entry-public-server.js). */
export interface PublicSsrModule {
  renderPublicDocument(input: PublicDocumentInput): string;
}
