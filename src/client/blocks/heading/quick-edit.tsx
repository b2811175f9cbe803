import { ChoiceField } from '../lib/fields/choice-field';
import { QuickEditForm } from '../lib/fields/panel';
import { SwitchField } from '../lib/fields/switch-field';
import { TextAreaField } from '../lib/fields/text-area-field';
import { TextStyleFields } from '../lib/fields/text-style-fields';
import type { QuickEditProps } from '../lib/quick-edit';
import { fieldValidator } from '../lib/validate-field';

const SIZE_CHOICES = [
  { value: 'large', label: 'H1 (grande)', content: 'H1' },
  { value: 'medium', label: 'H2 (mediano)', content: 'H2' },
  { value: 'small', label: 'H3 (pequeño)', content: 'H3' },
] as const;

const validateText = fieldValidator('heading', 'text');

/** Heading: text, size H1/H2/H3, bold, italic, alignment, colours, background opacity, link. */
export function HeadingQuickEdit({ content, onChange, onCommit, disabled }: QuickEditProps<'heading'>) {
  return (
    <QuickEditForm disabled={disabled === true} label="Edición rápida del título">
      <TextAreaField
        label="Texto"
        rows={2}
        value={content.text}
        validate={validateText}
        onChange={(text) => onChange({ text })}
        onCommit={onCommit}
      />
      <SwitchField
        label="Plegable"
        description="Los bloques bajo este título, hasta el siguiente, se abren y cierran al tocarlo."
        checked={content.collapsible === true}
        onCheckedChange={(collapsible) => onChange({ collapsible }, { immediate: true })}
      />
      <TextStyleFields
        type="heading"
        content={content}
        onChange={onChange}
        onCommit={onCommit}
        defaults={{ fontWeight: 'bold', textAlign: 'center' }}
        leading={
          <ChoiceField
            label="Tamaño"
            value={content.size}
            choices={SIZE_CHOICES}
            onValueChange={(size) => onChange({ size }, { immediate: true })}
          />
        }
      />
    </QuickEditForm>
  );
}
