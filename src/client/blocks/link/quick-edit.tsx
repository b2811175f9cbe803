import { blockPlaceholders } from '@shared/blocks';
import { LIMITS } from '@shared/constants';
import { SwitchField } from '../lib/fields/switch-field';
import { ImageUploadField } from '../lib/fields/image-upload-field';
import { LinkField } from '../lib/fields/link-field';
import { QuickEditForm } from '../lib/fields/panel';
import { TextField } from '../lib/fields/text-field';
import type { QuickEditProps } from '../lib/quick-edit';
import { useImageUpload } from '../lib/use-image-upload';
import { fieldValidator } from '../lib/validate-field';
import { withLinkScheme } from './link-address';

const validate = {
  title: fieldValidator('link', 'title'),
  url: fieldValidator('link', 'url'),
};

/** The spec's defaults, shown in the empty fields (decision 015). */
const PLACEHOLDERS = blockPlaceholders('link');

/** Link card: its title, its address (web, e-mail or phone) and an optional icon. */
export function LinkQuickEdit({ content, onChange, onCommit, disabled }: QuickEditProps<'link'>) {
  const { uploading, upload, accept } = useImageUpload('linkIcon', (favicon) => onChange({ favicon }, { immediate: true }));
  return (
    <QuickEditForm disabled={disabled === true || uploading} label="Edición rápida del enlace">
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
      <SwitchField
        label='Verificación (rel="me")'
        description="Marca este enlace como otro perfil tuyo, para que Mastodon y otros sitios lo verifiquen."
        checked={content.relMe}
        onCheckedChange={(relMe) => onChange({ relMe }, { immediate: true })}
      />
    </QuickEditForm>
  );
}
