import type { PageSettings } from '@shared/schemas/page';

/** Every field of the 'Apariencia' tab: what 'Copiar de pág. padre' copies. */
export const APPEARANCE_FIELDS = [
  'profile_image',
  'profile_image_zoom',
  'profile_image_bg_color',
  'background_color',
  'background_image',
  'background_image_blur',
  'background_overlay_color',
  'background_overlay_opacity',
] as const satisfies readonly (keyof PageSettings)[];

export type AppearanceSettings = Pick<PageSettings, (typeof APPEARANCE_FIELDS)[number]>;

export function appearanceOf(settings: PageSettings): AppearanceSettings {
  return Object.fromEntries(APPEARANCE_FIELDS.map((field) => [field, settings[field]])) as AppearanceSettings;
}
