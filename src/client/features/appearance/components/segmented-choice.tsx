import type { LucideIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { cn } from '@/lib/utils';

interface SegmentedOption<T extends string> {
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

/** Four choices take two rows on a phone: side by side their words would break. */
const COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4' };

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
        className={cn('grid gap-1 rounded-lg bg-muted p-1', COLUMNS[options.length] ?? 'grid-cols-2')}
      >
        {options.map(({ value: option, label: optionLabel, Icon }) => (
          <RadioGroup.Item
            key={option}
            value={option}
            className={cn(
              'inline-flex min-h-8 min-w-0 items-center justify-center gap-1.5 rounded-md px-1 py-1 max-sm:min-h-11 text-center text-[13px] leading-tight font-medium sm:text-sm text-muted-foreground transition-colors outline-none',
              'focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50',
              'data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm',
            )}
          >
            {Icon && <Icon className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />}
            <span className="min-w-0">{optionLabel}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
