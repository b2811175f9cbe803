import { type PageLook, resolvePageLook } from '@shared/page-look';
import { type PageSettings, settingsToPageView } from '@shared/schemas/page';
import { CUSTOM_THEME_ID, type Theme, themeChoice } from '@shared/themes';
import type { SettingsChanges } from '@/lib/saves/page-sync';

/** A theme as a page that just chose it looks (decision 310). */
export function themeLook(theme: Theme): PageLook {
  return resolvePageLook({ theme: theme.id, backgroundColor: theme.background.color });
}

/** The page's look now: its theme with the owner's settings over it, as the preview draws it. */
export function currentLook(settings: PageSettings): PageLook {
  return resolvePageLook(settingsToPageView(settings));
}

/** 'Personalizado' in small: the owner's own background and buttons. */
export function customLook(settings: PageSettings): PageLook {
  return resolvePageLook(settingsToPageView({ ...settings, theme: CUSTOM_THEME_ID }));
}

/** What choosing a theme writes (decision 310), in the editor's form. */
export function themeChoiceChanges(id: string): SettingsChanges {
  const choice = themeChoice(id);
  const changes: SettingsChanges = { theme: choice.theme };
  if (choice.backgroundColor !== undefined) changes.background_color = choice.backgroundColor;
  if ('buttonShape' in choice) Object.assign(changes, { button_shape: null, button_fill: null, button_color: null, button_text_color: null });
  return changes;
}
