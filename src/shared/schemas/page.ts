import { BACKGROUND_BLUR, LIMITS, OVERLAY_OPACITY, PROFILE_IMAGE_ZOOM } from '../constants';
import { cssColor, tooLongMessage } from '../fields';
import { SLUG_PATTERN } from '../slug';
import { httpUrl } from '../url';
import { z } from '../zod';

/** A page as the API answers it (spec section 3, "Page (server form)"). */
export const pageSchema = z.object({
  id: z.number().int(),
  userId: z.uuid().nullable(),
  title: z.string(),
  slug: z.string(),
  showTitle: z.boolean(),
  backgroundColor: z.string(),
  backgroundImage: z.string().nullable(),
  profileImage: z.string().nullable(),
  profileImageZoom: z.number().int(),
  profileImageBgColor: z.string().nullable(),
  backgroundImageBlur: z.number().int(),
  backgroundOverlayColor: z.string().nullable(),
  backgroundOverlayOpacity: z.number().int(),
  parentPageId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Page = z.infer<typeof pageSchema>;

/**
 * A page as anyone but its owner reads it: only what the public page shows (decision 858). No
 * owner id (pages could be grouped by owner), no timestamps.
 */
export const publicPageSchema = pageSchema.pick({
  id: true,
  title: true,
  slug: true,
  showTitle: true,
  backgroundColor: true,
  backgroundImage: true,
  profileImage: true,
  profileImageZoom: true,
  profileImageBgColor: true,
  backgroundImageBlur: true,
  backgroundOverlayColor: true,
  backgroundOverlayOpacity: true,
  parentPageId: true,
});
export type PublicPage = z.infer<typeof publicPageSchema>;

export const pageTitle = z
  .string({ message: 'Title is required' })
  .trim()
  .min(1, { message: 'Title is required' })
  .max(LIMITS.titleMax, { message: tooLongMessage(LIMITS.titleMax) });

export const pageSlug = z
  .string({ message: 'Slug is required' })
  .trim()
  .min(1, { message: 'Slug is required' })
  .max(LIMITS.slugMax, { message: tooLongMessage(LIMITS.slugMax) })
  .regex(SLUG_PATTERN, {
    message: 'El slug solo puede contener letras minúsculas, números y guiones',
  });

const nullableUrl = httpUrl.nullable();
const nullableColor = cssColor.nullable();

/** The fields PATCH /api/pages/{pageId} accepts; every one is optional. */
export const updatePageSchema = z.object({
  title: pageTitle,
  slug: pageSlug,
  showTitle: z.boolean(),
  backgroundColor: cssColor,
  backgroundImage: nullableUrl,
  backgroundImageBlur: z.number().int().min(BACKGROUND_BLUR.min).max(BACKGROUND_BLUR.schemaMax),
  backgroundOverlayColor: nullableColor,
  backgroundOverlayOpacity: z.number().int().min(OVERLAY_OPACITY.min).max(OVERLAY_OPACITY.max),
  profileImage: nullableUrl,
  profileImageZoom: z.number().int().min(PROFILE_IMAGE_ZOOM.min).max(PROFILE_IMAGE_ZOOM.max),
  profileImageBgColor: nullableColor,
}).partial();
export type UpdatePageInput = z.input<typeof updatePageSchema>;

export const createPageSchema = z.object({
  title: pageTitle,
  slug: pageSlug.optional(),
});
export type CreatePageInput = z.input<typeof createPageSchema>;

/** Page settings as the editor keeps them (spec section 3, snake_case). */
export interface PageSettings {
  id: number | null;
  title: string;
  slug: string;
  show_title: boolean;
  background_color: string;
  background_image: string | null;
  profile_image: string | null;
  profile_image_zoom: number;
  profile_image_bg_color: string | null;
  background_image_blur: number;
  background_overlay_color: string | null;
  background_overlay_opacity: number;
}

export const DEFAULT_PAGE_SETTINGS: PageSettings = {
  id: null,
  title: '',
  slug: '',
  show_title: true,
  background_color: '#FFFFFF',
  background_image: null,
  profile_image: null,
  profile_image_zoom: 100,
  profile_image_bg_color: null,
  background_image_blur: 0,
  background_overlay_color: null,
  background_overlay_opacity: 50,
};

/** The appearance and identity fields a page view needs, in the server's camelCase form. */
export type PageView = PublicPage;

/** Server form to the editor's snake_case page settings. */
export function pageToSettings(page: Page): PageSettings {
  return {
    id: page.id,
    title: page.title,
    slug: page.slug,
    show_title: page.showTitle,
    background_color: page.backgroundColor,
    background_image: page.backgroundImage,
    profile_image: page.profileImage,
    profile_image_zoom: page.profileImageZoom,
    profile_image_bg_color: page.profileImageBgColor,
    background_image_blur: page.backgroundImageBlur,
    background_overlay_color: page.backgroundOverlayColor,
    background_overlay_opacity: page.backgroundOverlayOpacity,
  };
}

/** The editor's page settings as a page view (for the live preview). */
export function settingsToPageView(settings: PageSettings, parentPageId: number | null = null): PageView {
  return {
    id: settings.id ?? 0,
    title: settings.title,
    slug: settings.slug,
    showTitle: settings.show_title,
    backgroundColor: settings.background_color,
    backgroundImage: settings.background_image,
    profileImage: settings.profile_image,
    profileImageZoom: settings.profile_image_zoom,
    profileImageBgColor: settings.profile_image_bg_color,
    backgroundImageBlur: settings.background_image_blur,
    backgroundOverlayColor: settings.background_overlay_color,
    backgroundOverlayOpacity: settings.background_overlay_opacity,
    parentPageId,
  };
}
