import { RectangleHorizontal, RotateCcw, Square, Squircle } from 'lucide-react';
import { BUTTON_FILL_LABELS, BUTTON_FILLS, BUTTON_SHAPE_LABELS, BUTTON_SHAPES, type ButtonFill, type ButtonShape, themeById } from '@shared/themes';
import { SectionCard } from '@/components/section-card';
import { SwitchField } from '@/components/switch-field';
import { Button } from '@/components/ui/button';
import { ColorInput } from '@/components/ui/color-input';
import { usePageSettings } from '@/lib/saves/use-page-settings';
import { currentLook } from '../lib/theme-looks';
import { SegmentedChoice } from './segmented-choice';

const SHAPE_ICONS = { square: Square, rounded: Squircle, pill: RectangleHorizontal } as const;

const SHAPES = BUTTON_SHAPES.map((value) => ({ value, label: BUTTON_SHAPE_LABELS[value], Icon: SHAPE_ICONS[value] }));
const FILLS = BUTTON_FILLS.map((value) => ({ value, label: BUTTON_FILL_LABELS[value] }));

/**
 * 'Botones': the shape, fill and colours shared by links, PDFs, subpage cards and web images, and
 * whether a link shows its site's name. Each shows what the page has now (the theme's, unless the
 * owner changed it); 'Usar los del tema' gives the theme's back.
 */
export function ButtonStyleCard() {
  const { settings, edit, flush } = usePageSettings();
  const button = currentLook(settings).button;
  const theme = themeById(settings.theme);
  const overridden = [settings.button_shape, settings.button_fill, settings.button_color, settings.button_text_color].some((value) => value !== null);

  return (
    <SectionCard title="Botones" description="El aspecto de los enlaces, PDF, subpáginas e imágenes con botón.">
      <SegmentedChoice<ButtonShape> label="Forma" value={button.shape} options={SHAPES} onChange={(shape) => edit({ button_shape: shape }, 'immediate')} />
      <SegmentedChoice<ButtonFill> label="Relleno" value={button.fill} options={FILLS} onChange={(fill) => edit({ button_fill: fill }, 'immediate')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <ColorInput
          label="Color del botón"
          value={button.color}
          onChange={(color) => edit({ button_color: color }, 'debounced')}
          onBlur={() => void flush()}
        />
        <ColorInput
          label="Color del texto del botón"
          value={button.textColor}
          onChange={(color) => edit({ button_text_color: color }, 'debounced')}
          onBlur={() => void flush()}
        />
      </div>
      {theme && overridden && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2">
          <p className="text-xs text-muted-foreground">Has cambiado los botones del tema «{theme.name}».</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => edit({ button_shape: null, button_fill: null, button_color: null, button_text_color: null }, 'immediate')}
          >
            <RotateCcw aria-hidden="true" />
            Usar los del tema
          </Button>
        </div>
      )}
      <SwitchField
        label="Mostrar dominio"
        description="El nombre del sitio (por ejemplo, instagram.com) bajo el título de cada enlace."
        checked={settings.show_link_domain}
        onCheckedChange={(on) => edit({ show_link_domain: on }, 'immediate')}
      />
    </SectionCard>
  );
}
