import { FONT_FAMILIES } from '@shared/fonts';
import { QuickEditForm } from '../lib/fields/panel';
import { SelectField } from '../lib/fields/select-field';
import { TextAreaField } from '../lib/fields/text-area-field';
import { TextStyleFields } from '../lib/fields/text-style-fields';
import { fontStack, readFontFamily } from '../lib/fonts';
import type { QuickEditProps } from '../lib/quick-edit';
import { fieldValidator } from '../lib/validate-field';

const FONT_OPTIONS = FONT_FAMILIES.map((family) => ({ value: family, label: family, style: { fontFamily: fontStack(family) } }));

const validateText = fieldValidator('text', 'text');

/** Text: text, font (default Inter), bold, italic, alignment, colours, background opacity, link. */
export function TextQuickEdit({ content, onChange, onCommit, disabled }: QuickEditProps<'text'>) {
  return (
    <QuickEditForm disabled={disabled === true} label="Edición rápida del texto">
      <TextAreaField
        label="Texto"
        rows={4}
        value={content.text}
        validate={validateText}
        onChange={(text) => onChange({ text })}
        onCommit={onCommit}
      />
      <SelectField
        label="Fuente"
        value={readFontFamily(content.fontFamily)}
        options={FONT_OPTIONS}
        onValueChange={(fontFamily) => onChange({ fontFamily }, { immediate: true })}
      />
      <TextStyleFields type="text" content={content} onChange={onChange} onCommit={onCommit} defaults={{ fontWeight: 'normal', textAlign: 'left' }} />
    </QuickEditForm>
  );
}
