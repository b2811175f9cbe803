import { type ReactNode, useId } from 'react';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { useFieldDisabled } from './panel';

interface Choice<T extends string> {
  value: T;
  /** The accessible name; shown as a tooltip too. */
  label: string;
  /** What the button shows (an icon or a short text); the label when absent. */
  content?: ReactNode;
}

export interface ChoiceFieldProps<T extends string> {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onValueChange(value: T): void;
  disabled?: boolean;
}

/** One of a few values as a row of buttons (alignment, heading size). */
export function ChoiceField<T extends string>({ label, value, choices, onValueChange, disabled }: ChoiceFieldProps<T>) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <span id={id} className="text-sm font-medium leading-none">
        {label}
      </span>
      <ToggleGroup
        type="single"
        variant="outline"
        size="sm"
        aria-labelledby={id}
        value={value}
        disabled={useFieldDisabled(disabled)}
        // Pressing the chosen button again would clear the value: a choice always has one.
        onValueChange={(next) => next && onValueChange(next as T)}
      >
        {choices.map((choice) => (
          <ToggleGroupItem key={choice.value} value={choice.value} aria-label={choice.label} title={choice.label}>
            {choice.content ?? choice.label}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </div>
  );
}
