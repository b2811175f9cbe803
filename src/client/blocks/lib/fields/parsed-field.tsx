import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldMessage } from './field-message';
import { useFieldDisabled } from './panel';

interface ParsedFieldProps {
  label: string;
  /** The stored value (a YouTube id, a 'Música y video' reference). */
  value: string;
  placeholder?: string | undefined;
  /** The stored value a pasted text gives, or null when it names nothing usable. */
  parse(text: string): string | null;
  /** Shown once the field is left with text that parses to nothing. */
  error: string;
  /** The hint under the field: what a parsed value names, or how to fill an empty field. */
  hint(parsed: string | null): string;
  onChange(value: string): void;
  onCommit(): void;
}

/**
 * A field that takes whatever a person pastes and stores what it names as soon as the text names
 * something. What was typed stays in the field while it is being edited; once left, the field shows
 * the stored value, or the reason the text is not usable.
 */
export function ParsedField({ label, value, placeholder, parse, error: message, hint, onChange, onCommit }: ParsedFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const shown = typed ?? value;
  const error = left && typed !== null && !parse(typed) ? message : null;

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="text"
        inputMode="url"
        value={shown}
        placeholder={placeholder}
        maxLength={2048}
        autoComplete="off"
        spellCheck={false}
        disabled={useFieldDisabled()}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          setLeft(false);
          const parsed = parse(text);
          if (parsed && parsed !== value) onChange(parsed);
        }}
        onBlur={() => {
          if (typed !== null && parse(typed)) setTyped(null);
          else setLeft(true);
          onCommit();
        }}
      />
      {error ? (
        <FieldMessage id={`${id}-error`} message={error} />
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint(parse(shown))}
        </p>
      )}
    </div>
  );
}
