import type { PageSettings } from '@shared/schemas/page';

/**
 * The look of the 'Apariencia' tab: what 'Copiar de pág. padre' copies. The sharing fields are
 * the page's own (a subpage shared with its parent's title would mislead; decision 320).
 */
const APPEARANCE_FIELDS = [
  'profile_image',
  'profile_image_zoom',
  'profile_image_bg_color',
  'background_color',
  'background_image',
  'background_image_blur',
  'background_overlay_color',
  'background_overlay_opacity',
  'theme',
  'button_shape',
  'button_fill',
  'button_color',
  'button_text_color',
  'show_link_domain',
  'profile_image_size',
  'bio',
  'social_links',
  'social_position',
] as const satisfies readonly (keyof PageSettings)[];

export type AppearanceSettings = Pick<PageSettings, (typeof APPEARANCE_FIELDS)[number]>;

export function appearanceOf(settings: PageSettings): AppearanceSettings {
  return Object.fromEntries(APPEARANCE_FIELDS.map((field) => [field, settings[field]])) as AppearanceSettings;
}
