import { blockPlaceholders } from '@shared/blocks';
import { ChoiceField } from '../lib/fields/choice-field';
import { ImageUploadField } from '../lib/fields/image-upload-field';
import { LinkField } from '../lib/fields/link-field';
import { SwitchField } from '../lib/fields/switch-field';
import { FieldRow, QuickEditForm } from '../lib/fields/panel';
import { TextAreaField } from '../lib/fields/text-area-field';
import { TextField } from '../lib/fields/text-field';
import type { QuickEditProps } from '../lib/quick-edit';
import { useImageUpload } from '../lib/use-image-upload';
import { fieldValidator } from '../lib/validate-field';

const validate = Object.fromEntries(
  ['name', 'jobTitle', 'company', 'phone', 'email', 'website', 'linkedinUrl', 'address', 'notes'].map((key) => [key, fieldValidator('contactCard', key)]),
) as Record<'name' | 'jobTitle' | 'company' | 'phone' | 'email' | 'website' | 'linkedinUrl' | 'address' | 'notes', ReturnType<typeof fieldValidator>>;

/** The spec's defaults, shown in the empty fields (decision 015). */
const PLACEHOLDERS = blockPlaceholders('contactCard');

/** 'Persona' or 'Empresa', 'Móvil' or 'Fijo' (decision 018). */
const KINDS = [
  { value: 'person', label: 'Persona' },
  { value: 'company', label: 'Empresa' },
] as const;
const PHONE_TYPES = [
  { value: 'cell', label: 'Móvil' },
  { value: 'voice', label: 'Fijo' },
] as const;

/** Contact card: photo, name, job title, company, phone, e-mail, website, LinkedIn, address, notes. */
export function ContactCardQuickEdit({ content, onChange, onCommit, disabled }: QuickEditProps<'contactCard'>) {
  const { uploading, upload, accept } = useImageUpload('contactPhoto', (photoUrl) => onChange({ photoUrl }, { immediate: true }));
  const text = (key: keyof typeof validate, label: string, extra: { type?: string; inputMode?: 'tel'; autoComplete?: string } = {}) => (
    <TextField
      label={label}
      value={content[key] ?? ''}
      placeholder={PLACEHOLDERS[key]}
      validate={validate[key]}
      onChange={(value) => onChange({ [key]: value })}
      onCommit={onCommit}
      {...extra}
    />
  );
  return (
    <QuickEditForm disabled={disabled === true || uploading} label="Edición rápida de la tarjeta de contacto">
      <ImageUploadField
        label="Foto"
        buttonText="Subir foto"
        removeText="Quitar foto"
        round
        imageUrl={content.photoUrl}
        accept={accept}
        uploading={uploading}
        onFile={(file) => void upload(file)}
        onRemove={() => onChange({ photoUrl: null }, { immediate: true })}
      />
      <ChoiceField label="Tipo de contacto" value={content.kind} choices={KINDS} onValueChange={(kind) => onChange({ kind }, { immediate: true })} />
      {text('name', 'Nombre')}
      <FieldRow>
        {text('jobTitle', 'Cargo')}
        {text('company', 'Empresa donde trabaja')}
      </FieldRow>
      <FieldRow>
        {text('phone', 'Teléfono', { type: 'tel', inputMode: 'tel' })}
        <TextField
          label="Correo electrónico"
          type="email"
          inputMode="email"
          value={content.email ?? ''}
          placeholder={PLACEHOLDERS.email}
          validate={(value) => validate.email(value.trim())}
          onChange={(value) => onChange({ email: value.trim() === '' ? null : value.trim() })}
          onCommit={onCommit}
        />
      </FieldRow>
      <ChoiceField
        label="Tipo de teléfono"
        value={content.phoneType}
        choices={PHONE_TYPES}
        onValueChange={(phoneType) => onChange({ phoneType }, { immediate: true })}
      />
      <FieldRow>
        <LinkField label="Sitio web" value={content.website} validate={validate.website} onChange={(website) => onChange({ website })} onCommit={onCommit} />
        <LinkField
          label="LinkedIn"
          value={content.linkedinUrl}
          placeholder="https://www.linkedin.com/in/..."
          validate={validate.linkedinUrl}
          onChange={(linkedinUrl) => onChange({ linkedinUrl })}
          onCommit={onCommit}
        />
      </FieldRow>
      {text('address', 'Dirección')}
      <SwitchField
        label="Mostrar mapa"
        checked={content.showMap}
        onCheckedChange={(showMap) => onChange({ showMap }, { immediate: true })}
      />
      <TextAreaField
        label="Notas"
        rows={3}
        value={content.notes ?? ''}
        validate={validate.notes}
        onChange={(notes) => onChange({ notes })}
        onCommit={onCommit}
      />
    </QuickEditForm>
  );
}
