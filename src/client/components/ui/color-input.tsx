import { useId } from 'react';
import { isValidHexColor } from '@shared/colors';
import { cn } from '@/lib/utils';
import { Input } from './input';

const CHECKERBOARD =
  'repeating-conic-gradient(#d4d4d8 0% 25%, #ffffff 0% 50%) 50% / 10px 10px';

export interface ColorInputProps {
  /** Visible label; also names the picker and the text field for assistive technology. */
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  className?: string;
  /** Shown in the empty text field: what an empty value means ('Del tema'). */
  placeholder?: string;
}

/**
 * A colour picker beside a text field. The swatch shows the colour only when it is '#' plus six hex
 * digits (spec section 5); anything else shows a checkerboard, and the native picker starts black.
 */
export function ColorInput({ label, value, onChange, onBlur, disabled, className, placeholder }: ColorInputProps) {
  const id = useId();
  const text = value ?? '';
  const valid = isValidHexColor(text);
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium leading-none">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <span
          className="relative size-9 shrink-0 max-sm:size-12 overflow-hidden rounded-md border border-input shadow-xs focus-within:ring-[3px] focus-within:ring-ring/50"
          data-testid="color-swatch"
          data-valid={valid}
          style={{ background: valid ? text : CHECKERBOARD }}
        >
          <input
            type="color"
            aria-label={`${label}: selector de color`}
            className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            value={valid ? text.toLowerCase() : '#000000'}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
            onBlur={onBlur}
          />
        </span>
        <Input
          id={id}
          value={text}
          maxLength={64}
          spellCheck={false}
          autoComplete="off"
          disabled={disabled}
          placeholder={placeholder}
          aria-invalid={text !== '' && !valid ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className="font-mono uppercase"
        />
      </div>
    </div>
  );
}
