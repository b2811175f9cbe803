import { type CSSProperties, useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useFieldDisabled } from './panel';

interface SelectOption<T extends string> {
  value: T;
  label: string;
  style?: CSSProperties;
}

export interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onValueChange(value: T): void;
  disabled?: boolean;
}

export function SelectField<T extends string>({ label, value, options, onValueChange, disabled }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <Select value={value} disabled={useFieldDisabled(disabled)} onValueChange={(next) => onValueChange(next as T)}>
        <SelectTrigger id={id} aria-labelledby={`${id}-label`} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} style={option.style}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
