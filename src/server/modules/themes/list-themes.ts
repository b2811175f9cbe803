import type { ThemeList } from '@shared/schemas/theme';
import { CUSTOM_THEME_ID, CUSTOM_THEME_NAME, DEFAULT_THEME_ID, THEMES } from '@shared/themes';

/** The theme catalogue: the same for everyone, shipped with the app (decision 310). */
export function listThemes(): ThemeList {
  return { themes: [...THEMES], defaultTheme: DEFAULT_THEME_ID, custom: { id: CUSTOM_THEME_ID, name: CUSTOM_THEME_NAME } };
}
