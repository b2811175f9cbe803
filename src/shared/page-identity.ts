/**
 * Who a public page is about and in which language it is written (issue 38, decision 980): the
 * `<html lang>`, `og:locale` and the ProfilePage JSON-LD's main entity. Kept free of Zod: the public
 * page's renderer uses it.
 */

/** 'Idioma de la página': a short list, Spanish first (the default). */
export const PAGE_LANGUAGES = ['es', 'en', 'pt', 'fr', 'de', 'it', 'ca'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
export const DEFAULT_PAGE_LANGUAGE: PageLanguage = 'es';

/** Each language in its own words, as the list in 'Ajustes' shows it. */
export const PAGE_LANGUAGE_LABELS: Record<PageLanguage, string> = {
  es: 'Español',
  en: 'English',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  ca: 'Català',
};

const OG_LOCALES: Record<PageLanguage, string> = {
  es: 'es_ES',
  en: 'en_US',
  pt: 'pt_BR',
  fr: 'fr_FR',
  de: 'de_DE',
  it: 'it_IT',
  ca: 'ca_ES',
};

/** A stored value read leniently: anything unknown is Spanish. */
export function pageLanguage(value: unknown): PageLanguage {
  return (PAGE_LANGUAGES as readonly unknown[]).includes(value) ? (value as PageLanguage) : DEFAULT_PAGE_LANGUAGE;
}

export function ogLocaleOf(value: unknown): string {
  return OG_LOCALES[pageLanguage(value)];
}

/** 'Perfil de': a person (default) or an organization, schema.org's Person or Organization. */
export const PROFILE_KINDS = ['person', 'organization'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
export const PROFILE_KIND_LABELS: Record<ProfileKind, string> = { person: 'Una persona', organization: 'Una organización' };
