import type { IMAGE_LAYOUTS, IMAGE_SIZE_PRESETS } from '@shared/blocks/choices';
import { IMAGE_BUTTON_TEXT_DEFAULT } from '@shared/constants';
import { CardTextFields } from '../lib/fields/card-text-fields';
import { ImageUploadField } from '../lib/fields/image-upload-field';
import { LinkField } from '../lib/fields/link-field';
import { FieldRow, QuickEditForm } from '../lib/fields/panel';
import { SelectField } from '../lib/fields/select-field';
import { SwitchField } from '../lib/fields/switch-field';
import { TextField } from '../lib/fields/text-field';
import type { QuickEditProps } from '../lib/quick-edit';
import { useImageUpload } from '../lib/use-image-upload';
import { fieldValidator } from '../lib/validate-field';

const LAYOUT_OPTIONS = [
  { value: 'normal', label: 'Normal' },
  { value: 'web', label: 'Web (tarjeta con botón)' },
] as const satisfies readonly { value: (typeof IMAGE_LAYOUTS)[number]; label: string }[];

const SIZE_OPTIONS = [
  { value: 'contain', label: 'Ajustada' },
  { value: 'banner', label: 'Banner' },
  { value: 'actual', label: 'Tamaño original' },
] as const satisfies readonly { value: (typeof IMAGE_SIZE_PRESETS)[number]; label: string }[];

const validate = {
  altText: fieldValidator('image', 'altText'),
  title: fieldValidator('image', 'title'),
  buttonText: fieldValidator('image', 'buttonText'),
  linkUrl: fieldValidator('image', 'linkUrl'),
};

/** Image: upload, alt text, border, layout (web: title and button text), size preset, link. */
export function ImageQuickEdit({ content, onChange, onCommit, disabled }: QuickEditProps<'image'>) {
  const { uploading, upload, accept } = useImageUpload('image', (imageUrl) => onChange({ imageUrl }, { immediate: true }));
  const layout = content.layoutType;
  const { linkUrl } = content;
  return (
    <QuickEditForm disabled={disabled === true || uploading} label="Edición rápida de la imagen">
      <ImageUploadField
        label="Imagen"
        buttonText="Subir imagen"
        removeText="Quitar imagen"
        imageUrl={content.imageUrl}
        accept={accept}
        uploading={uploading}
        onFile={(file) => void upload(file)}
        onRemove={() => onChange({ imageUrl: null }, { immediate: true })}
      />
      <TextField
        label="Texto alternativo"
        value={content.altText}
        validate={validate.altText}
        onChange={(altText) => onChange({ altText })}
        onCommit={onCommit}
      />
      <SwitchField label="Mostrar borde" checked={content.showBorder} onCheckedChange={(showBorder) => onChange({ showBorder }, { immediate: true })} />
      <FieldRow>
        <SelectField label="Diseño" value={layout} options={LAYOUT_OPTIONS} onValueChange={(layoutType) => onChange({ layoutType }, { immediate: true })} />
        <SelectField
          label="Tamaño"
          value={content.sizePreset}
          options={SIZE_OPTIONS}
          onValueChange={(sizePreset) => onChange({ sizePreset }, { immediate: true })}
        />
      </FieldRow>
      {layout === 'web' && (
        <CardTextFields content={content} buttonPlaceholder={IMAGE_BUTTON_TEXT_DEFAULT} validate={validate} onChange={onChange} onCommit={onCommit} />
      )}
      <div className="grid gap-1.5">
        <LinkField value={linkUrl} validate={validate.linkUrl} onChange={(next) => onChange({ linkUrl: next })} onCommit={onCommit} />
        {layout === 'web' && !linkUrl && (
          <p className="text-xs text-muted-foreground">El diseño web muestra la tarjeta con botón cuando la imagen tiene un enlace.</p>
        )}
      </div>
    </QuickEditForm>
  );
}
