import type { PageSettings } from '@shared/schemas/page';
import { BUTTON_FILLS, BUTTON_SHAPES, CUSTOM_THEME_ID, type Theme, themeById, themeChoice } from '@shared/themes';
import type { SettingsChanges } from '@/features/editor/lib/page-sync';
import type { SwatchLook } from '../components/theme-swatch';

export function themeLook(theme: Theme): SwatchLook {
  return {
    background: theme.background.gradient ? `${theme.background.gradient}, ${theme.background.color}` : theme.background.color,
    textColor: theme.textColor,
    headingFont: theme.fonts.heading,
    bodyFont: theme.fonts.body,
    button: theme.button,
  };
}

/** The button the page shows now: the owner's own settings over the theme's (or a plain default). */
export function effectiveButton(settings: PageSettings) {
  const theme = themeById(settings.theme);
  return {
    shape: settings.button_shape ?? theme?.button.shape ?? BUTTON_SHAPES[1],
    fill: settings.button_fill ?? theme?.button.fill ?? BUTTON_FILLS[0],
    color: settings.button_color ?? theme?.button.color ?? '#FFFFFF',
    textColor: settings.button_text_color ?? theme?.button.textColor ?? '#111827',
  };
}

/** 'Personalizado' in small: the owner's own background and buttons. */
export function customLook(settings: PageSettings): SwatchLook {
  const light = /^#([0-9a-f]{6})$/i.exec(settings.background_color);
  const dark = light ? parseInt(light[1]!.slice(0, 2), 16) * 0.299 + parseInt(light[1]!.slice(2, 4), 16) * 0.587 + parseInt(light[1]!.slice(4, 6), 16) * 0.114 < 128 : false;
  return {
    background: settings.background_color || '#FFFFFF',
    textColor: dark ? '#FFFFFF' : '#111827',
    headingFont: 'Inter',
    bodyFont: 'Inter',
    button: effectiveButton({ ...settings, theme: CUSTOM_THEME_ID }),
  };
}

/** What choosing a theme writes (decision 310), in the editor's form. */
export function themeChoiceChanges(id: string): SettingsChanges {
  const choice = themeChoice(id);
  const changes: SettingsChanges = { theme: choice.theme };
  if (choice.backgroundColor !== undefined) changes.background_color = choice.backgroundColor;
  if ('buttonShape' in choice) Object.assign(changes, { button_shape: null, button_fill: null, button_color: null, button_text_color: null });
  return changes;
}
