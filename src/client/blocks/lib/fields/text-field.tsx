import { type HTMLInputTypeAttribute, useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldMessage } from './field-message';
import { useFieldDisabled } from './panel';
import { useDraft, type Validate } from './use-draft';

export interface TextFieldProps {
  label: string;
  value: string;
  /** Every keystroke whose text is valid. */
  onChange(value: string): void;
  /** The field was left. */
  onCommit(): void;
  type?: HTMLInputTypeAttribute;
  validate?: Validate;
  /** Mends the text when the field is left (e.g. adds https:// to an address). */
  normalize?: (value: string) => string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'text' | 'url' | 'email' | 'tel';
  autoComplete?: string;
  disabled?: boolean;
}

export function TextField({ label, value, onChange, onCommit, type = 'text', validate, normalize, placeholder, maxLength, inputMode, autoComplete = 'off', disabled }: TextFieldProps) {
  const id = useId();
  const draft = useDraft(value, onChange, validate);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={draft.shown}
        placeholder={placeholder}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        spellCheck={type === 'text' ? undefined : false}
        disabled={useFieldDisabled(disabled)}
        aria-invalid={draft.error ? true : undefined}
        aria-describedby={draft.error ? `${id}-error` : undefined}
        onChange={(event) => draft.change(event.target.value)}
        onBlur={() => {
          draft.leave(normalize);
          onCommit();
        }}
      />
      <FieldMessage id={`${id}-error`} message={draft.error} />
    </div>
  );
}
