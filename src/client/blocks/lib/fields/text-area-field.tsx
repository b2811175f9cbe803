import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { FieldMessage } from './field-message';
import { useFieldDisabled } from './panel';
import { useDraft, type Validate } from './use-draft';

export interface TextAreaFieldProps {
  label: string;
  value: string;
  rows: number;
  onChange(value: string): void;
  onCommit(): void;
  validate?: Validate;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
}

export function TextAreaField({ label, value, rows, onChange, onCommit, validate, maxLength, placeholder, disabled }: TextAreaFieldProps) {
  const id = useId();
  const draft = useDraft(value, onChange, validate);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        value={draft.shown}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={useFieldDisabled(disabled)}
        // A fixed height of `rows` lines (field-sizing would grow the box with its text).
        className="field-sizing-fixed min-h-0 resize-y"
        aria-invalid={draft.error ? true : undefined}
        aria-describedby={draft.error ? `${id}-error` : undefined}
        onChange={(event) => draft.change(event.target.value)}
        onBlur={() => {
          draft.leave();
          onCommit();
        }}
      />
      <FieldMessage id={`${id}-error`} message={draft.error} />
    </div>
  );
}
