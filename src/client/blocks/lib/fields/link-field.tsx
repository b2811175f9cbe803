import { isHttpUrl } from '@shared/href';
import { TextField } from './text-field';
import type { Validate } from './use-draft';

/** An address typed without its scheme ('example.com/x') gets https:// when the field is left. */
export function withScheme(value: string): string {
  const text = value.trim();
  const complete: boolean = isHttpUrl(text);
  if (text === '' || complete || /^[a-z][a-z0-9+.-]*:/i.test(text) || /\s/.test(text)) return text;
  return /^[^/]+\.[^/]+/.test(text) ? `https://${text.replace(/^\/\/+/, '')}` : text;
}

export interface LinkFieldProps {
  label?: string;
  value: string | null;
  /** The address, or null when the field is empty. */
  onChange(value: string | null): void;
  onCommit(): void;
  validate: Validate;
  placeholder?: string;
  /** How the text is mended when the field is left; adds https:// by default. */
  normalize?: (value: string) => string;
}

/** A web address (type="url"); empty means no link (null). */
export function LinkField({ label = 'Enlace (URL)', value, onChange, onCommit, validate, placeholder = 'https://', normalize = withScheme }: LinkFieldProps) {
  return (
    <TextField
      label={label}
      type="url"
      inputMode="url"
      value={value ?? ''}
      placeholder={placeholder}
      validate={(text) => validate(text.trim())}
      normalize={normalize}
      onChange={(text) => onChange(text.trim() === '' ? null : text.trim())}
      onCommit={onCommit}
    />
  );
}
