import { resolvePageLook } from './page-look';
import type { PageView } from './schemas/page';

/**
 * The share image LinkHub draws for a page without one of its own (issue 38, decision 981):
 * /view/{slug}/share.png, 1200×630, from the page's title, bio, photo and theme. Kept free of Zod
 * and of Node: the public page's renderer names the image's version, the server draws it.
 */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Raised when the drawing changes, so every page's image is drawn again. */
const DRAWING_VERSION = 1;

export type ShareImagePage = Pick<
  PageView,
  'title' | 'bio' | 'profileImage' | 'theme' | 'backgroundColor' | 'backgroundImage' | 'backgroundOverlayColor' | 'backgroundOverlayOpacity' | 'buttonShape' | 'buttonFill' | 'buttonColor' | 'buttonTextColor'
>;

/** What the image is drawn from: any change of it makes a new image. */
export interface ShareImageInputs {
  version: number;
  title: string;
  bio: string;
  photo: string | null;
  background: { color: string; gradient: string | null };
  textColor: string;
  accent: string;
  fonts: { heading: string; body: string };
}

export function shareImageInputs(page: ShareImagePage): ShareImageInputs {
  // The image is a plain card: the page's background image is left out, its theme's colours kept.
  const look = resolvePageLook({ ...page, backgroundImage: null });
  return {
    version: DRAWING_VERSION,
    title: page.title,
    bio: page.bio,
    photo: page.profileImage,
    background: look.background,
    textColor: look.textColor,
    accent: look.button.color,
    fonts: { heading: look.fonts.heading ?? 'Inter', body: look.fonts.body ?? 'Inter' },
  };
}

/** A short version of the inputs (FNV-1a, 32 bits) for the image's address, so that shared links' caches refetch it. */
export function shareImageVersion(page: ShareImagePage): string {
  const text = JSON.stringify(shareImageInputs(page));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
