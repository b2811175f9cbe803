import type { DIVIDER_STYLES } from '@shared/blocks/choices';
import { DIVIDER_THICKNESS } from '@shared/constants';
import { ColorField } from '../lib/fields/color-field';
import { QuickEditForm } from '../lib/fields/panel';
import { SelectField } from '../lib/fields/select-field';
import { SliderField } from '../lib/fields/slider-field';
import type { QuickEditProps } from '../lib/quick-edit';
import { fieldValidator } from '../lib/validate-field';

const STYLE_OPTIONS = [
  { value: 'solid', label: 'Sólida' },
  { value: 'dashed', label: 'Discontinua' },
  { value: 'dotted', label: 'Punteada' },
] as const satisfies readonly { value: (typeof DIVIDER_STYLES)[number]; label: string }[];

const validateColor = fieldValidator('divider', 'color');

/** Divider: colour (empty: the theme's, decision 311), line style, thickness 1-10 px. */
export function DividerQuickEdit({ content, onChange, onCommit, disabled }: QuickEditProps<'divider'>) {
  return (
    <QuickEditForm disabled={disabled === true} label="Edición rápida de la línea divisoria">
      <ColorField
        label="Color"
        value={content.color ?? ''}
        placeholder="Del tema"
        validate={validateColor}
        onChange={(color) => onChange({ color })}
        onCommit={onCommit}
      />
      <SelectField
        label="Estilo de línea"
        value={content.style}
        options={STYLE_OPTIONS}
        onValueChange={(style) => onChange({ style }, { immediate: true })}
      />
      <SliderField
        label="Grosor"
        value={content.thickness ?? DIVIDER_THICKNESS.default}
        min={DIVIDER_THICKNESS.min}
        max={DIVIDER_THICKNESS.max}
        step={1}
        unit="px"
        onChange={(thickness) => onChange({ thickness })}
        onCommit={onCommit}
      />
    </QuickEditForm>
  );
}
