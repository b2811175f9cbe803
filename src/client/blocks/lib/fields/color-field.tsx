import { useId } from 'react';
import { ColorInput } from '@/components/ui/color-input';
import { FieldMessage } from './field-message';
import { useFieldDisabled } from './panel';
import { useDraft, type Validate } from './use-draft';

export interface ColorFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onCommit(): void;
  validate?: Validate;
  disabled?: boolean;
  placeholder?: string;
}

/** A colour with its swatch (a checkerboard unless it is # plus six hex digits) and its text. */
export function ColorField({ label, value, onChange, onCommit, validate, disabled, placeholder }: ColorFieldProps) {
  const id = useId();
  const draft = useDraft(value, onChange, validate);
  return (
    <div className="grid gap-1.5">
      <ColorInput
        label={label}
        value={draft.shown}
        disabled={useFieldDisabled(disabled)}
        placeholder={placeholder}
        onChange={draft.change}
        onBlur={() => {
          draft.leave((text) => text.trim());
          onCommit();
        }}
      />
      <FieldMessage id={id} message={draft.error} />
    </div>
  );
}
