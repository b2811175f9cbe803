import { SPACER_SIZE } from '@shared/constants';
import { QuickEditForm } from '../lib/fields/panel';
import { SliderField } from '../lib/fields/slider-field';
import type { QuickEditProps } from '../lib/quick-edit';

/** Spacer: size 10-200 px in steps of 5. */
export function SpacerQuickEdit({ content, onChange, onCommit, disabled }: QuickEditProps<'spacer'>) {
  return (
    <QuickEditForm disabled={disabled === true} label="Edición rápida del espacio">
      <SliderField
        label="Tamaño"
        value={content.size}
        min={SPACER_SIZE.min}
        max={SPACER_SIZE.max}
        step={SPACER_SIZE.step}
        unit="px"
        onChange={(size) => onChange({ size })}
        onCommit={onCommit}
      />
    </QuickEditForm>
  );
}
