import { Check } from 'lucide-react';
import type { PageLook } from '@shared/page-look';
import { RadioGroup } from 'radix-ui';
import { useRef } from 'react';
import { CUSTOM_THEME_ID, CUSTOM_THEME_NAME, THEMES } from '@shared/themes';
import { SectionCard } from '@/components/section-card';
import { usePageSettings } from '@/lib/saves/use-page-settings';
import { cn } from '@/lib/utils';
import { customLook, themeChoiceChanges, themeLook } from '../lib/theme-looks';
import { ThemeSwatch } from './theme-swatch';

function ThemeOption({ value, name, note, look }: { value: string; name: string; note?: string; look: PageLook }) {
  return (
    <RadioGroup.Item
      value={value}
      aria-label={note ? `${name} (${note})` : name}
      data-theme-option={value}
      className={cn(
        'group relative grid w-full min-w-0 gap-1.5 rounded-lg border bg-card p-1.5 text-left outline-none transition-[box-shadow,border-color]',
        'hover:border-foreground/30 focus-visible:ring-[3px] focus-visible:ring-ring/60',
        'data-[state=checked]:border-primary data-[state=checked]:ring-2 data-[state=checked]:ring-primary',
      )}
    >
      <ThemeSwatch look={look} />
      <span className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-1 px-0.5">
        <span className="min-w-0 truncate text-sm font-medium">{name}</span>
        {note && <span className="text-xs text-muted-foreground">{note}</span>}
      </span>
      <RadioGroup.Indicator className="absolute top-2.5 right-2.5 grid size-5 place-items-center rounded-full bg-primary text-primary-foreground shadow">
        <Check className="size-3.5" aria-hidden="true" />
      </RadioGroup.Indicator>
    </RadioGroup.Item>
  );
}

/**
 * 'Temas': every designed theme as a card with its swatch, and 'Personalizado' (the owner's own
 * settings). A click saves at once; arrowing through the cards shows each in the preview and saves
 * the one the owner stops on, after the pause.
 */
export function ThemeGallery() {
  const { settings, edit } = usePageSettings();
  const byKeyboard = useRef(false);

  return (
    <SectionCard title="Temas" description="Un diseño completo para tu página: fondo, letras y botones. Después puedes ajustar lo que quieras.">
      <RadioGroup.Root
        aria-label="Tema de la página"
        value={settings.theme}
        loop
        onKeyDown={(event) => (byKeyboard.current = event.key.startsWith('Arrow'))}
        onPointerDown={() => (byKeyboard.current = false)}
        onValueChange={(id) => edit(themeChoiceChanges(id), byKeyboard.current ? 'debounced' : 'immediate')}
        className="grid grid-cols-2 gap-2.5 sm:grid-cols-3"
        data-testid="theme-gallery"
      >
        {THEMES.map((theme) => (
          <ThemeOption key={theme.id} value={theme.id} name={theme.name} note={theme.dark ? 'oscuro' : undefined} look={themeLook(theme)} />
        ))}
        <ThemeOption value={CUSTOM_THEME_ID} name={CUSTOM_THEME_NAME} note="tus ajustes" look={customLook(settings)} />
      </RadioGroup.Root>
    </SectionCard>
  );
}
