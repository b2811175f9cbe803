import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

interface TextSettingFieldProps {
  label: string;
  value: string;
  max: number;
  placeholder?: string;
  hint?: string;
  /** The last save failed: the text is kept and sent again when the field is left. */
  failed?: boolean;
  multiline?: boolean;
  rows?: number;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A text field with its character counter ('12/300'), which turns red near the end. */
export function TextSettingField({ label, value, max, placeholder, hint, failed, multiline, rows = 3, onChange, onBlur }: TextSettingFieldProps) {
  const id = useId();
  const left = max - value.length;
  const described = [failed ? `${id}-failed` : null, hint ? `${id}-hint` : null, `${id}-count`].filter(Boolean).join(' ');
  const common = {
    id,
    value,
    maxLength: max,
    placeholder,
    'aria-describedby': described,
    'aria-invalid': failed ? true : undefined,
    onBlur,
  };
  return (
    <div className="grid gap-1.5">
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <span id={`${id}-count`} className={cn('text-xs tabular-nums', left <= 20 ? 'font-medium text-destructive' : 'text-muted-foreground')}>
          <span aria-hidden="true">
            {value.length}/{max}
          </span>
          <span className="sr-only">
            {value.length} de {max} caracteres
          </span>
        </span>
      </div>
      {multiline ? (
        <Textarea {...common} rows={rows} className="min-h-20 resize-y" onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {failed && (
        <p id={`${id}-failed`} className="text-xs font-medium text-destructive">
          No se guardó. Tu texto sigue aquí y se enviará de nuevo al salir del campo.
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
