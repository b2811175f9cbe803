import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Slider } from '@/components/ui/slider';
import { clamp } from '../content';
import { useFieldDisabled } from './panel';

export interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  unit: string;
  /** While the slider moves or a valid number is typed (saved after the pause). */
  onChange(value: number): void;
  /** The slider was released or the number field left: save now. */
  onCommit(): void;
  disabled?: boolean;
}

/** The nearest allowed value: inside [min, max] and on a step counted from min. */
export function snapToRange(value: number, min: number, max: number, step: number): number {
  const stepped = min + Math.round((value - min) / step) * step;
  return clamp(stepped, min, max);
}

/** A slider with a number field beside it; both show and change the same value. */
export function SliderField({ label, value, min, max, step, unit, onChange, onCommit, disabled }: SliderFieldProps) {
  const id = useId();
  const off = useFieldDisabled(disabled);
  const current = snapToRange(value, min, max, step);
  const [typed, setTyped] = useState<string | null>(null);

  function type(text: string) {
    setTyped(text);
    const number = Number(text);
    if (text.trim() !== '' && Number.isInteger(number) && number >= min && number <= max) onChange(number);
  }

  function leave() {
    if (typed !== null) {
      const number = Number(typed);
      const next = typed.trim() === '' || !Number.isFinite(number) ? current : snapToRange(number, min, max, step);
      setTyped(null);
      if (next !== value) onChange(next);
    }
    onCommit();
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium leading-none">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <Slider
          thumbLabel={label}
          value={[current]}
          min={min}
          max={max}
          step={step}
          disabled={off}
          onValueChange={([next]) => next !== undefined && next !== value && onChange(next)}
          onValueCommit={() => onCommit()}
        />
        <div className="flex shrink-0 items-center gap-1">
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={step}
            value={typed ?? String(current)}
            disabled={off}
            className="h-8 w-18 px-2 text-right tabular-nums"
            onChange={(event) => type(event.target.value)}
            onBlur={leave}
            onKeyDown={(event) => {
              if (event.key === 'Enter') leave();
            }}
          />
          <span className="w-4 text-xs text-muted-foreground" aria-hidden="true">
            {unit}
          </span>
        </div>
      </div>
    </div>
  );
}
