import { FONT_FAMILIES } from '../fonts';
import { BUTTON_FILLS, BUTTON_SHAPES, SPACINGS } from '../themes';
import { z } from '../zod';

/** One designed theme as GET /api/themes answers it (src/shared/themes.ts, decision 310). */
const themeSchema = z.object({
  id: z.string(),
  name: z.string(),
  dark: z.boolean(),
  background: z.object({ color: z.string(), gradient: z.string().nullable() }),
  textColor: z.string(),
  imageOverlay: z.object({ color: z.string(), opacity: z.number().int() }),
  fonts: z.object({ heading: z.enum(FONT_FAMILIES), body: z.enum(FONT_FAMILIES) }),
  button: z.object({ shape: z.enum(BUTTON_SHAPES), fill: z.enum(BUTTON_FILLS), color: z.string(), textColor: z.string() }),
  spacing: z.enum(SPACINGS),
});

/** GET /api/themes: the gallery's themes in order, the theme of new pages, and 'Personalizado'. */
export const themeListSchema = z.object({
  themes: z.array(themeSchema),
  defaultTheme: z.string(),
  custom: z.object({ id: z.string(), name: z.string() }),
});
export type ThemeList = z.infer<typeof themeListSchema>;
