import { PAGE_PASSWORD, SENSITIVE_RATINGS } from '../access';
import {
  BACKGROUND_BLUR,
  LIMITS,
  OVERLAY_OPACITY,
  PROFILE_IMAGE_SIZE_DEFAULT,
  PROFILE_IMAGE_SIZES,
  PROFILE_IMAGE_ZOOM,
  type ProfileImageSize,
} from '../constants';
import { cssColor, tooLongMessage } from '../fields';
import { DEFAULT_PAGE_LANGUAGE, PAGE_LANGUAGES, PROFILE_KINDS, type PageLanguage, type ProfileKind } from '../page-identity';
import { SLUG_PATTERN } from '../slug';
import {
  normaliseSocialUrl,
  SOCIAL_LINKS_MAX,
  SOCIAL_NETWORKS,
  SOCIAL_POSITIONS,
  type SocialLink,
  type SocialPosition,
} from '../social';
import { BUTTON_FILLS, BUTTON_SHAPES, type ButtonFill, type ButtonShape, DEFAULT_THEME_ID, THEME_IDS } from '../themes';
import { PAGE_STATUSES } from '../schedule';
import { httpUrl } from '../url';
import { scheduleDate, scheduleInstant } from './item';
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
  /** A theme id of GET /api/themes, or 'custom' (decision 310). */
  theme: z.string(),
  /** The owner's button style; null means the theme's. */
  buttonShape: z.enum(BUTTON_SHAPES).nullable(),
  buttonFill: z.enum(BUTTON_FILLS).nullable(),
  buttonColor: z.string().nullable(),
  buttonTextColor: z.string().nullable(),
  /** The site's name under a link's title. */
  showLinkDomain: z.boolean(),
  socialLinks: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
  socialPosition: z.enum(SOCIAL_POSITIONS),
  bio: z.string(),
  profileImageSize: z.enum(PROFILE_IMAGE_SIZES),
  /** Sharing (Open Graph, Twitter card); null means the title, the bio, the profile photo. */
  ogTitle: z.string().nullable(),
  ogDescription: z.string().nullable(),
  ogImage: z.string().nullable(),
  /** 'Idioma de la página': `<html lang>` and `og:locale` (decision 980). */
  language: z.enum(PAGE_LANGUAGES),
  /** Whom the page is about: the ProfilePage JSON-LD's Person or Organization. */
  profileKind: z.enum(PROFILE_KINDS),
  parentPageId: z.number().int().nullable(),
  /** 'Contraseña de la página' is set (issue 36); the password itself is write-only (`password`). */
  hasPassword: z.boolean(),
  /** 'Contenido sensible' of the whole page, or null. */
  sensitive: z.enum(SENSITIVE_RATINGS).nullable(),
  /** Issue 36: a draft answers 404 to visitors until `publishAt` (decisions 960, 962). */
  status: z.enum(PAGE_STATUSES),
  publishAt: z.iso.datetime({ offset: true }).nullable(),
  redirect: z.object({ itemId: z.number().int(), from: z.iso.datetime({ offset: true }).nullable(), until: z.iso.datetime({ offset: true }).nullable() }).nullable(),
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
  theme: true,
  buttonShape: true,
  buttonFill: true,
  buttonColor: true,
  buttonTextColor: true,
  showLinkDomain: true,
  socialLinks: true,
  socialPosition: true,
  bio: true,
  profileImageSize: true,
  ogTitle: true,
  ogDescription: true,
  ogImage: true,
  language: true,
  profileKind: true,
  parentPageId: true,
});
export type PublicPage = z.infer<typeof publicPageSchema>;

export const pageTitle = z
  .string({ message: 'Title is required' })
  .trim()
  .min(1, { message: 'Title is required' })
  .max(LIMITS.titleMax, { message: tooLongMessage(LIMITS.titleMax) });

const pageSlug = z
  .string({ message: 'Slug is required' })
  .trim()
  .min(1, { message: 'Slug is required' })
  .max(LIMITS.slugMax, { message: tooLongMessage(LIMITS.slugMax) })
  .regex(SLUG_PATTERN, {
    message: 'El slug solo puede contener letras minúsculas, números y guiones',
  });

const nullableUrl = httpUrl.nullable();
const nullableColor = cssColor.nullable();

/** Text of one or a few lines: CRLF becomes LF, ends trimmed; control characters but LF and tab refused. */
const multiline = (max: number) =>
  z
    .string({ message: 'Debe ser un texto' })
    .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(value), { message: 'El texto no puede contener caracteres de control' })
    .max(max, { message: tooLongMessage(max) });

/** One line of optional text: empty or absent is stored as null. */
const optionalLine = (max: number) =>
  z
    .string({ message: 'Debe ser un texto' })
    .trim()
    .max(max, { message: tooLongMessage(max) })
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f\u007f-\u009f]/.test(value), { message: 'El texto no puede contener saltos de línea ni caracteres de control' })
    .nullable()
    .transform((value) => value || null);

/** One profile of the social icons row: checked for its network and stored as one address. */
export const socialLinkInput = z
  .object({
    network: z.enum(SOCIAL_NETWORKS, { message: 'Red social no válida' }),
    url: z.string({ message: 'Escribe el enlace o el usuario' }).max(LIMITS.urlMax, { message: tooLongMessage(LIMITS.urlMax) }),
  })
  .transform((link, ctx): SocialLink => {
    const result = normaliseSocialUrl(link.network, link.url);
    if (result.ok) return { network: link.network, url: result.url };
    ctx.addIssue({ code: 'custom', path: ['url'], message: result.error });
    return z.NEVER;
  });

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
  theme: z.string().refine((value) => THEME_IDS.includes(value), { message: 'Tema no válido' }),
  buttonShape: z.enum(BUTTON_SHAPES, { message: 'Forma de botón no válida' }).nullable(),
  buttonFill: z.enum(BUTTON_FILLS, { message: 'Estilo de botón no válido' }).nullable(),
  buttonColor: nullableColor,
  buttonTextColor: nullableColor,
  showLinkDomain: z.boolean(),
  socialLinks: z.array(socialLinkInput).max(SOCIAL_LINKS_MAX, { message: `No puede haber más de ${SOCIAL_LINKS_MAX} redes sociales` }),
  socialPosition: z.enum(SOCIAL_POSITIONS, { message: 'Posición no válida' }),
  bio: multiline(LIMITS.bioMax),
  profileImageSize: z.enum(PROFILE_IMAGE_SIZES, { message: 'Tamaño de foto no válido' }),
  ogTitle: optionalLine(LIMITS.ogTitleMax),
  ogDescription: optionalLine(LIMITS.ogDescriptionMax),
  ogImage: nullableUrl,
  language: z.enum(PAGE_LANGUAGES, { message: 'Idioma no válido' }),
  profileKind: z.enum(PROFILE_KINDS, { message: 'Tipo de perfil no válido' }),
  /** A new password ends every visitor's earlier access; null takes it off. */
  password: z
    .string({ message: 'La contraseña debe ser un texto' })
    .min(PAGE_PASSWORD.min, { message: PAGE_PASSWORD.tooShort })
    .max(PAGE_PASSWORD.max, { message: PAGE_PASSWORD.tooLong })
    .nullable(),
  sensitive: z.enum(SENSITIVE_RATINGS, { message: 'Valor de contenido sensible no válido' }).nullable(),
  status: z.enum(PAGE_STATUSES, { message: 'Estado no válido' }),
  publishAt: scheduleDate,
  redirect: z
    .object({ itemId: z.number().int().positive(), from: scheduleInstant, until: scheduleInstant })
    .nullable(),
}).partial();
export type UpdatePageInput = z.input<typeof updatePageSchema>;
export type UpdatePageChanges = z.output<typeof updatePageSchema>;

export const createPageSchema = z.object({
  title: pageTitle,
  slug: pageSlug.optional(),
});

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
  theme: string;
  button_shape: ButtonShape | null;
  button_fill: ButtonFill | null;
  button_color: string | null;
  button_text_color: string | null;
  show_link_domain: boolean;
  social_links: SocialLink[];
  social_position: SocialPosition;
  bio: string;
  profile_image_size: ProfileImageSize;
  og_title: string | null;
  og_description: string | null;
  og_image: string | null;
  language: PageLanguage;
  profile_kind: ProfileKind;
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
  theme: DEFAULT_THEME_ID,
  button_shape: null,
  button_fill: null,
  button_color: null,
  button_text_color: null,
  show_link_domain: false,
  social_links: [],
  social_position: 'above',
  bio: '',
  profile_image_size: PROFILE_IMAGE_SIZE_DEFAULT,
  og_title: null,
  og_description: null,
  og_image: null,
  language: DEFAULT_PAGE_LANGUAGE,
  profile_kind: 'person',
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
    theme: page.theme,
    button_shape: page.buttonShape,
    button_fill: page.buttonFill,
    button_color: page.buttonColor,
    button_text_color: page.buttonTextColor,
    show_link_domain: page.showLinkDomain,
    social_links: page.socialLinks,
    social_position: page.socialPosition,
    bio: page.bio,
    profile_image_size: page.profileImageSize,
    og_title: page.ogTitle,
    og_description: page.ogDescription,
    og_image: page.ogImage,
    language: page.language,
    profile_kind: page.profileKind,
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
    theme: settings.theme,
    buttonShape: settings.button_shape,
    buttonFill: settings.button_fill,
    buttonColor: settings.button_color,
    buttonTextColor: settings.button_text_color,
    showLinkDomain: settings.show_link_domain,
    socialLinks: settings.social_links,
    socialPosition: settings.social_position,
    bio: settings.bio,
    profileImageSize: settings.profile_image_size,
    ogTitle: settings.og_title,
    ogDescription: settings.og_description,
    ogImage: settings.og_image,
    language: settings.language,
    profileKind: settings.profile_kind,
    parentPageId,
  };
}
