import { ImageOff } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { usePageSettings } from '@/lib/saves/use-page-settings';
import { useShareImage } from '../hooks/use-share-image';
import { useTextSetting } from '../hooks/use-text-setting';
import { ImagePickerButton } from './image-picker-button';
import { ShareCardPreview } from './share-card-preview';
import { TextSettingField } from './text-setting-field';

function firstLine(text: string): string {
  return text.split('\n').find((line) => line.trim() !== '')?.trim() ?? '';
}

/**
 * 'Compartir en redes': the title, description and image a chat or a social network shows for the
 * page's link (Open Graph, Twitter card). Empty fields use the page's title, bio and profile photo,
 * shown as placeholders and in the small card.
 */
export function ShareCard() {
  const { settings } = usePageSettings();
  const title = useTextSetting('og_title');
  const description = useTextSetting('og_description');
  const image = useShareImage();
  const bio = settings.bio.trim();
  const shownImage = image.image ?? settings.profile_image;

  return (
    <SectionCard title="Compartir en redes" description="Lo que se ve al compartir el enlace de tu página en un chat o una red social.">
      <TextSettingField
        label="Título al compartir"
        value={title.value}
        max={LIMITS.ogTitleMax}
        placeholder={settings.title}
        hint="Vacío: el título de la página."
        failed={title.failed}
        onChange={title.change}
        onBlur={title.commit}
      />
      <TextSettingField
        label="Descripción al compartir"
        value={description.value}
        max={LIMITS.ogDescriptionMax}
        placeholder={bio ? firstLine(bio) : 'Una frase sobre tu página'}
        hint="Vacía: tu biografía."
        failed={description.failed}
        onChange={description.change}
        onBlur={description.commit}
      />
      <div className="grid gap-2">
        <span className="text-sm font-medium leading-none">Imagen al compartir</span>
        <div className="flex flex-wrap items-center gap-2">
          <ImagePickerButton uploading={image.uploading} onFile={(file) => image.upload(file)}>
            {image.image ? 'Cambiar imagen' : 'Subir imagen'}
          </ImagePickerButton>
          {image.image && (
            <Button variant="outline" size="sm" disabled={image.uploading} onClick={image.remove}>
              <ImageOff aria-hidden="true" />
              Usar la foto de perfil
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          {image.image ? 'Una imagen horizontal (1200×630) se ve mejor.' : 'Sin imagen propia se usa tu foto de perfil. Una imagen horizontal (1200×630) se ve mejor.'}
        </p>
      </div>
      <ShareCardPreview
        title={title.value.trim() || settings.title}
        description={description.value.trim() || bio}
        image={shownImage}
        address={typeof location === 'undefined' ? '' : location.host}
      />
    </SectionCard>
  );
}
