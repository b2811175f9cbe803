import { Trash2, Undo2 } from 'lucide-react';
import { DEFAULT_COLORS, PROFILE_IMAGE_SIZE_LABELS, PROFILE_IMAGE_SIZES, PROFILE_IMAGE_ZOOM, type ProfileImageSize } from '@shared/constants';
import { SectionCard } from '@/components/section-card';
import { SwitchField } from '@/components/switch-field';
import { Button } from '@/components/ui/button';
import { ColorInput } from '@/components/ui/color-input';
import { useProfileImage } from '../hooks/use-profile-image';
import { ImagePickerButton } from './image-picker-button';
import { LabelledSlider } from './labelled-slider';
import { ProfilePreview } from './profile-preview';
import { SegmentedChoice } from './segmented-choice';

const SIZES = PROFILE_IMAGE_SIZES.map((value) => ({ value, label: PROFILE_IMAGE_SIZE_LABELS[value] }));

/** 'Imagen de Perfil': upload, remove, undo, zoom and the optional background of the circle. */
export function ProfileImageCard() {
  const profile = useProfileImage();
  const busy = profile.uploading;

  return (
    <SectionCard title="Imagen de Perfil" description="La foto redonda que aparece arriba de tu página.">
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <ProfilePreview image={profile.image} zoom={profile.zoom} bgColor={profile.bgColor} />
        <div className="grid w-full gap-3">
          <div className="flex flex-wrap gap-2">
            <ImagePickerButton uploading={profile.uploading} variant="default" onFile={(file) => profile.upload(file)}>
              {profile.image ? 'Cambiar imagen' : 'Subir imagen'}
            </ImagePickerButton>
            <Button variant="outline" size="sm" disabled={busy || !profile.image} onClick={profile.remove}>
              <Trash2 aria-hidden="true" />
              Eliminar
            </Button>
            <Button variant="outline" size="sm" disabled={busy || !profile.canUndo} onClick={profile.undo}>
              <Undo2 aria-hidden="true" />
              Deshacer
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">JPEG, PNG, GIF o WebP de hasta 5 MB.</p>
          <LabelledSlider
            label="Zoom"
            unit="%"
            value={profile.zoom}
            min={PROFILE_IMAGE_ZOOM.min}
            max={PROFILE_IMAGE_ZOOM.max}
            step={PROFILE_IMAGE_ZOOM.step}
            disabled={busy || !profile.image}
            onChange={profile.changeZoom}
            onCommit={profile.commitZoom}
          />
        </div>
      </div>
      <SegmentedChoice<ProfileImageSize>
        label="Tamaño de la foto"
        value={profile.size}
        options={SIZES}
        disabled={busy}
        onChange={(size) => profile.edit({ profile_image_size: size }, 'immediate')}
      />
      <SwitchField
        label="Color de fondo del perfil"
        description="Rellena el círculo detrás de la imagen (útil con zoom por debajo del 100 % o imágenes transparentes)."
        checked={profile.bgColor !== null}
        disabled={busy}
        onCheckedChange={(on) =>
          profile.edit({ profile_image_bg_color: on ? (profile.bgColor ?? DEFAULT_COLORS.profileBackground) : null }, 'immediate')
        }
      />
      {profile.bgColor !== null && (
        <ColorInput
          label="Color del círculo"
          value={profile.bgColor}
          disabled={busy}
          onChange={(color) => profile.edit({ profile_image_bg_color: color }, 'debounced')}
          onBlur={() => void profile.flush()}
        />
      )}
    </SectionCard>
  );
}
