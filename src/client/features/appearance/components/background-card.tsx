import { ImageOff, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { BACKGROUND_BLUR, DEFAULT_COLORS, OVERLAY_OPACITY } from '@shared/constants';
import { themeById } from '@shared/themes';
import { SectionCard } from '@/components/section-card';
import { SwitchField } from '@/components/switch-field';
import { Button } from '@/components/ui/button';
import { ColorInput } from '@/components/ui/color-input';
import { usePageSettings } from '@/lib/saves/use-page-settings';
import { useBackgroundImage } from '../hooks/use-background-image';
import { BackgroundImagePreview } from './background-image-preview';
import { type BackgroundMode, BackgroundModePicker } from './background-mode';
import { ImagePickerButton } from './image-picker-button';
import { LabelledSlider } from './labelled-slider';

/** 'Fondo de Página': a solid colour, or an image with blur and an optional colour overlay. */
export function BackgroundCard() {
  const { settings, edit, flush } = usePageSettings();
  const background = useBackgroundImage();
  const [wantsImage, setWantsImage] = useState(false);
  const mode: BackgroundMode = background.image || wantsImage ? 'image' : 'color';
  const overlay = settings.background_overlay_color;
  const theme = themeById(settings.theme);
  const busy = background.uploading;

  function changeMode(next: BackgroundMode) {
    setWantsImage(next === 'image');
    if (next === 'color' && background.image) background.remove();
    if (next === 'image' && !background.image) background.restore();
  }

  return (
    <SectionCard title="Fondo de Página" description="Lo que se ve detrás del contenido de tu página.">
      <BackgroundModePicker value={mode} disabled={busy} onChange={changeMode} />
      {mode === 'color' ? (
        <>
          <ColorInput
            label="Color de fondo"
            value={settings.background_color}
            onChange={(color) => edit({ background_color: color }, 'debounced')}
            onBlur={() => void flush()}
          />
          {theme && settings.background_color.trim().toLowerCase() !== theme.background.color.toLowerCase() && (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2">
              <p className="text-xs text-muted-foreground">Tu color sustituye al fondo del tema «{theme.name}».</p>
              <Button variant="outline" size="sm" onClick={() => edit({ background_color: theme.background.color }, 'immediate')}>
                <RotateCcw aria-hidden="true" />
                Usar el del tema
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <BackgroundImagePreview image={background.image} />
            <div className="flex flex-wrap gap-2">
              <ImagePickerButton uploading={background.uploading} variant="default" onFile={(file) => background.upload(file)}>
                {background.image ? 'Cambiar imagen' : 'Subir imagen'}
              </ImagePickerButton>
              {background.image && (
                <Button variant="outline" size="sm" disabled={busy} onClick={background.remove}>
                  <ImageOff aria-hidden="true" />
                  Quitar imagen
                </Button>
              )}
            </div>
          </div>
          <LabelledSlider
            label="Desenfoque"
            unit="px"
            value={settings.background_image_blur}
            min={BACKGROUND_BLUR.min}
            max={BACKGROUND_BLUR.max}
            step={BACKGROUND_BLUR.step}
            disabled={busy || !background.image}
            onChange={(blur) => edit({ background_image_blur: blur }, 'debounced')}
          />
          <SwitchField
            label="Capa de color"
            description={
              theme && overlay === null
                ? `Un color translúcido sobre la imagen para que el texto se lea mejor. Sin capa, el título y la biografía llevan una sombra; al activarla se propone la del tema «${theme.name}».`
                : 'Un color translúcido sobre la imagen para que el texto se lea mejor.'
            }
            checked={overlay !== null}
            disabled={busy}
            onCheckedChange={(on) => {
              if (!on) edit({ background_overlay_color: null }, 'immediate');
              else if (theme && overlay === null)
                edit(
                  { background_overlay_color: theme.imageOverlay.color, background_overlay_opacity: theme.imageOverlay.opacity },
                  'immediate',
                );
              else edit({ background_overlay_color: overlay ?? DEFAULT_COLORS.overlay }, 'immediate');
            }}
          />
          {overlay !== null && (
            <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
              <ColorInput
                label="Color de la capa"
                value={overlay}
                onChange={(color) => edit({ background_overlay_color: color }, 'debounced')}
                onBlur={() => void flush()}
              />
              <LabelledSlider
                label="Opacidad de la capa"
                unit="%"
                value={settings.background_overlay_opacity}
                min={OVERLAY_OPACITY.min}
                max={OVERLAY_OPACITY.max}
                step={1}
                onChange={(opacity) => edit({ background_overlay_opacity: opacity }, 'debounced')}
              />
            </div>
          )}
        </>
      )}
    </SectionCard>
  );
}
