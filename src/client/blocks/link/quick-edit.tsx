import { blockPlaceholders } from '@shared/blocks';
import { LIMITS } from '@shared/constants';
import { ChoiceField } from '../lib/fields/choice-field';
import { ImageUploadField } from '../lib/fields/image-upload-field';
import { LinkField } from '../lib/fields/link-field';
import { QuickEditForm } from '../lib/fields/panel';
import { SwitchField } from '../lib/fields/switch-field';
import { TextField } from '../lib/fields/text-field';
import type { QuickEditProps } from '../lib/quick-edit';
import { useImageUpload } from '../lib/use-image-upload';
import { fieldValidator } from '../lib/validate-field';
import { withLinkScheme } from './link-address';

const validate = {
  title: fieldValidator('link', 'title'),
  url: fieldValidator('link', 'url'),
  description: fieldValidator('link', 'description'),
};

const DISPLAY_CHOICES = [
  { value: 'button', label: 'Botón' },
  { value: 'featured', label: 'Destacado' },
] as const;

/** The spec's defaults, shown in the empty fields (decision 015). */
const PLACEHOLDERS = blockPlaceholders('link');

/** Link card: its title, its address (web, e-mail or phone) and an optional icon. */
export function LinkQuickEdit({ content, onChange, onCommit, disabled }: QuickEditProps<'link'>) {
  const { uploading, upload, accept } = useImageUpload('linkIcon', (favicon) => onChange({ favicon }, { immediate: true }));
  const featured = useImageUpload('image', (imageUrl) => onChange({ imageUrl }, { immediate: true }));
  return (
    <QuickEditForm disabled={disabled === true || uploading || featured.uploading} label="Edición rápida del enlace">
      <ChoiceField label="Presentación" value={content.display ?? 'button'} choices={DISPLAY_CHOICES} onValueChange={(display) => onChange({ display }, { immediate: true })} />
      <TextField
        label="Título"
        value={content.title}
        placeholder={PLACEHOLDERS.title}
        maxLength={LIMITS.shortTextMax}
        validate={validate.title}
        onChange={(title) => onChange({ title })}
        onCommit={onCommit}
      />
      <LinkField
        label="URL"
        value={content.url || null}
        placeholder={PLACEHOLDERS.url}
        validate={validate.url}
        normalize={withLinkScheme}
        onChange={(url) => onChange({ url: url ?? '' })}
        onCommit={onCommit}
      />
      {content.display === 'featured' && (
        <>
          <TextField
            label="Descripción (opcional)"
            value={content.description ?? ''}
            maxLength={LIMITS.shortTextMax}
            validate={validate.description}
            onChange={(description) => onChange({ description })}
            onCommit={onCommit}
          />
          <ImageUploadField
            label="Imagen destacada"
            buttonText="Subir imagen"
            removeText="Quitar imagen"
            imageUrl={content.imageUrl}
            accept={featured.accept}
            uploading={featured.uploading}
            onFile={(file) => void featured.upload(file)}
            onRemove={() => onChange({ imageUrl: null }, { immediate: true })}
          />
        </>
      )}
      {/* A featured card shows its image, not an icon. */}
      {content.display !== 'featured' && (
        <ImageUploadField
          label="Icono (opcional)"
          buttonText="Subir icono"
          removeText="Quitar icono"
          imageUrl={content.favicon}
          accept={accept}
          uploading={uploading}
          onFile={(file) => void upload(file)}
          onRemove={() => onChange({ favicon: null }, { immediate: true })}
        />
      )}
      <SwitchField
        label='Verificación (rel="me")'
        description="Marca este enlace como otro perfil tuyo, para que Mastodon y otros sitios lo verifiquen."
        checked={content.relMe}
        onCheckedChange={(relMe) => onChange({ relMe }, { immediate: true })}
      />
    </QuickEditForm>
  );
}
