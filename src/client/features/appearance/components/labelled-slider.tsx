import { Slider } from '@/components/ui/slider';

interface LabelledSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  unit: string;
  disabled?: boolean;
  onChange: (value: number) => void;
  onCommit?: (value: number) => void;
}

/** A slider with its name and current value above it. */
export function LabelledSlider({ label, value, min, max, step, unit, disabled, onChange, onCommit }: LabelledSliderProps) {
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums text-muted-foreground" aria-hidden="true">
          {value} {unit}
        </span>
      </div>
      <Slider
        thumbLabel={label}
        value={[Math.min(max, Math.max(min, value))]}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onValueChange={([next]) => next !== undefined && onChange(next)}
        onValueCommit={([next]) => next !== undefined && onCommit?.(next)}
      />
    </div>
  );
}
