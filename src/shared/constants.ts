/** Business constants of the spec (section 9). */
export const SAVE_DEBOUNCE_MS = 750;
export const TOOLTIP_DELAY_MS = 100;

const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_ZOOM = { min: 50, max: 200, step: 10, default: 100 } as const;
export const PROFILE_PREVIEW_PX = 128;
/** Profile photo sizes on the public page, in CSS pixels (issue 18: today's 128 px is 'large'). */
export const PROFILE_IMAGE_SIZES = ['small', 'medium', 'large'] as const;
export type ProfileImageSize = (typeof PROFILE_IMAGE_SIZES)[number];
export const PROFILE_IMAGE_SIZE_PX: Record<ProfileImageSize, number> = { small: 72, medium: 96, large: 128 };
export const PROFILE_IMAGE_SIZE_LABELS: Record<ProfileImageSize, string> = { small: 'Pequeña', medium: 'Mediana', large: 'Grande' };
/** The size of a page created from now on; pages from before keep 'large' (decision 310). */
export const PROFILE_IMAGE_SIZE_DEFAULT: ProfileImageSize = 'medium';

export const BACKGROUND_BLUR = { min: 0, max: 50, schemaMax: 100, step: 1, default: 0 } as const;
export const OVERLAY_OPACITY = { min: 0, max: 100, default: 50, renderDefault: 60 } as const;

export const DEFAULT_COLORS = {
  background: '#FFFFFF',
  overlay: '#000000',
  profileBackground: '#FFFFFF',
  qr: '#000000',
  headingText: '#000000',
  headingBackground: '#FFFFFF',
  divider: '#FFFFFF',
} as const;

export const HEADING_BACKGROUND_OPACITY_DEFAULT = 100;
export const SPACER_SIZE = { min: 10, max: 200, step: 5, default: 20 } as const;
export const DIVIDER_THICKNESS = { min: 1, max: 10, default: 1 } as const;

export const SUBPAGE_FILENAME_MAX = 30;

/** Default button texts of the image ('web' layout) and subpage cards. */
export const IMAGE_BUTTON_TEXT_DEFAULT = 'Visitar Sitio Web';
export const SUBPAGE_BUTTON_TEXT_DEFAULT = 'Ver Subpágina';

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  maxWidthPx: 420,
} as const;

export const DRAG_KEYBOARD_STEP_PX = 25;
export const SORT_ANIMATION = { durationMs: 200, easing: 'ease' } as const;

export const PREVIEW_HEIGHT_PX = 568;
export const PREVIEW_SIDEBAR_PX = 422;
export const SCROLL_DELAY_MS = 500;
export const DEFAULT_PAGE_TITLE = 'Nueva Página';
export const STORAGE_CACHE_SECONDS = 3600;
export const EDITOR_STORAGE_KEY = 'linkhub-content';
export const FALLBACK_SLUG = 'pagina-sin-titulo';

/** Editor cache times (section 7). */
export const PAGES_CACHE_MS = 5 * 60 * 1000;
export const ITEMS_CACHE_MS = 60 * 1000;

export const STORAGE_BUCKETS = {
  profilePicture: 'profile-picture',
  backgroundImages: 'background-images',
  /** Where POST /api/upload/image stores block images (ours: the spec names no bucket). */
  itemImages: 'item-images',
  /** Where POST /api/upload/pdf stores the PDF blocks' documents (ours too; decision 010). */
  itemFiles: 'item-files',
} as const;

/** Upload limit for every image (the spec's 5 MB, applied by the server to all uploads). */
export const IMAGE_UPLOAD_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES;
/** Upload limit for a PDF block's document (ours: the spec gives none; decision 010). */
export const PDF_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Our own limits where the spec is silent (docs/decisions/003-limits.md, 850-content-limits.md).
 * Text lengths count UTF-16 code units, as `String.length` and Zod do; byte sizes are UTF-8.
 */
export const LIMITS = {
  titleMax: 200,
  /** The page's bio under its title (issue 18), line breaks kept. */
  bioMax: 300,
  /** The sharing (Open Graph) title and description. */
  ogTitleMax: 120,
  ogDescriptionMax: 300,
  slugMax: 100,
  /** Old addresses (slugs) one page keeps redirecting, the most recently left (decisions 012, 863). */
  oldSlugsPerPage: 20,
  /** Names, titles, labels, button texts, addresses: one line of text. */
  shortTextMax: 300,
  /** Text and heading blocks, a contact's notes. */
  longTextMax: 5000,
  /** Web addresses, after normalisation (RFC 3986 / WHATWG URL). */
  urlMax: 2048,
  /** RFC 5321's longest forward path, less the angle brackets. */
  emailMax: 254,
  phoneMax: 40,
  colorMax: 64,
  /** Blocks one import may propose; the page's own cap (LIMIT_ITEMS_PER_PAGE) still applies (issue 37). */
  importBlocksMax: 500,
  jsonBodyBytes: 1024 * 1024,
  /** Nesting of JSON bodies, query strings and metadata (objects and arrays inside each other). */
  jsonDepthMax: 32,
  /** One block's content, as JSON in UTF-8. */
  itemContentBytes: 32 * 1024,
  /** All the blocks of one page together, as JSON in UTF-8. */
  pageContentBytes: 256 * 1024,
  /** The public page's HTML at most, as estimated when content is written (decision 850). */
  pageRenderBytes: 2 * 1024 * 1024,
} as const;
