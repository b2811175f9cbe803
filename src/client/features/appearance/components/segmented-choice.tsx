import type { LucideIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { cn } from '@/lib/utils';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  Icon?: LucideIcon;
}

interface SegmentedChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  disabled?: boolean;
  onChange: (value: T) => void;
}

/** A few exclusive choices side by side, named by a visible label (a radio group for assistive technology). */
export function SegmentedChoice<T extends string>({ label, value, options, disabled, onChange }: SegmentedChoiceProps<T>) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <span id={id} className="text-sm font-medium leading-none">
        {label}
      </span>
      <RadioGroup.Root
        aria-labelledby={id}
        value={value}
        disabled={disabled}
        orientation="horizontal"
        onValueChange={(next) => onChange(next as T)}
        className="grid gap-1 rounded-lg bg-muted p-1"
        style={{ gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))` }}
      >
        {options.map(({ value: option, label: optionLabel, Icon }) => (
          <RadioGroup.Item
            key={option}
            value={option}
            className={cn(
              'inline-flex min-h-8 min-w-0 items-center justify-center gap-1.5 rounded-md px-1 py-1 text-center text-sm leading-tight font-medium text-muted-foreground transition-colors outline-none',
              'focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50',
              'data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm',
            )}
          >
            {Icon && <Icon className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />}
            <span className="min-w-0 break-words">{optionLabel}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
