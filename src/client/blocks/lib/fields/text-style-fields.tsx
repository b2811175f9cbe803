import type { ReactNode } from 'react';
import { AlignCenter, AlignJustify, AlignLeft, AlignRight, Bold, Italic } from 'lucide-react';
import type { TEXT_ALIGNS } from '@shared/blocks/choices';
import { HEADING_BACKGROUND_OPACITY_DEFAULT } from '@shared/constants';
import type { QuickEditProps } from '../quick-edit';
import { fieldValidator } from '../validate-field';
import { ChoiceField } from './choice-field';
import { ColorField } from './color-field';
import { FieldRow } from './panel';
import { LinkField } from './link-field';
import { SliderField } from './slider-field';
import { ToggleField } from './toggle-field';

type TextAlign = (typeof TEXT_ALIGNS)[number];

const ALIGN_CHOICES = [
  { value: 'left', label: 'Alinear a la izquierda', content: <AlignLeft aria-hidden="true" /> },
  { value: 'center', label: 'Centrar', content: <AlignCenter aria-hidden="true" /> },
  { value: 'right', label: 'Alinear a la derecha', content: <AlignRight aria-hidden="true" /> },
  { value: 'justify', label: 'Justificar', content: <AlignJustify aria-hidden="true" /> },
] as const;

interface TextStyleFieldsProps extends Pick<QuickEditProps<'heading' | 'text'>, 'content' | 'onChange' | 'onCommit'> {
  type: 'heading' | 'text';
  /** The type's defaults where the content has no value (decision 007). */
  defaults: { fontWeight: 'normal' | 'bold'; textAlign: TextAlign };
  /** Shown first in the row of style buttons (the heading's size). */
  leading?: ReactNode;
}

/**
 * Bold, italic, alignment, colours, background opacity and link: shared by headings and text. Empty
 * colours follow the page's theme (decision 311): 'Del tema', 'Sin fondo'.
 */
export function TextStyleFields({ type, content, onChange, onCommit, defaults, leading }: TextStyleFieldsProps) {
  const bold = (content.fontWeight ?? defaults.fontWeight) === 'bold';
  const italic = content.fontStyle === 'italic';
  return (
    <>
      <div className="flex flex-wrap items-end gap-x-5 gap-y-4">
        {leading}
        <div className="grid gap-1.5">
          <span className="text-sm font-medium leading-none">Estilo</span>
          <div className="flex gap-1">
            <ToggleField label="Negrita" pressed={bold} onPressedChange={(on) => onChange({ fontWeight: on ? 'bold' : 'normal' }, { immediate: true })}>
              <Bold aria-hidden="true" />
            </ToggleField>
            <ToggleField label="Cursiva" pressed={italic} onPressedChange={(on) => onChange({ fontStyle: on ? 'italic' : 'normal' }, { immediate: true })}>
              <Italic aria-hidden="true" />
            </ToggleField>
          </div>
        </div>
        <ChoiceField
          label="Alineación"
          value={content.textAlign ?? defaults.textAlign}
          choices={ALIGN_CHOICES}
          onValueChange={(textAlign) => onChange({ textAlign }, { immediate: true })}
        />
      </div>
      <FieldRow>
        <ColorField
          label="Color del texto"
          value={content.textColor ?? ''}
          placeholder="Del tema"
          validate={fieldValidator(type, 'textColor')}
          onChange={(textColor) => onChange({ textColor })}
          onCommit={onCommit}
        />
        <ColorField
          label="Color de fondo"
          value={content.backgroundColor ?? ''}
          placeholder="Sin fondo"
          validate={fieldValidator(type, 'backgroundColor')}
          onChange={(backgroundColor) => onChange({ backgroundColor })}
          onCommit={onCommit}
        />
      </FieldRow>
      <FieldRow>
        <SliderField
          label="Opacidad del fondo"
          value={content.backgroundOpacity ?? HEADING_BACKGROUND_OPACITY_DEFAULT}
          min={0}
          max={100}
          step={1}
          unit="%"
          onChange={(backgroundOpacity) => onChange({ backgroundOpacity })}
          onCommit={onCommit}
        />
        <LinkField
          value={content.linkUrl}
          validate={fieldValidator(type, 'linkUrl')}
          onChange={(linkUrl) => onChange({ linkUrl })}
          onCommit={onCommit}
        />
      </FieldRow>
    </>
  );
}
