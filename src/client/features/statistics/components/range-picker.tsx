import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { PRESETS, type DayRange, type Preset, type RangeChoice, customRangeError } from '../lib/range';

const CUSTOM = 'custom';

interface RangePickerProps {
  choice: RangeChoice;
  /** The days shown now: the custom fields start from them. */
  range: DayRange;
  onChange: (choice: RangeChoice) => void;
}

/** 'Periodo': the last 7, 30, 90 or 365 days, or two dates (any span). */
export function RangePicker({ choice, range, onChange }: RangePickerProps) {
  const id = useId();
  const [custom, setCustom] = useState(choice.kind === 'custom');
  const value = custom ? CUSTOM : String(choice.kind === 'preset' ? choice.days : CUSTOM);

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5 sm:max-w-60">
        <Label id={`${id}-label`} htmlFor={id}>
          Periodo
        </Label>
        <Select
          value={value}
          onValueChange={(next) => {
            if (next === CUSTOM) return setCustom(true);
            setCustom(false);
            onChange({ kind: 'preset', days: Number(next) as Preset });
          }}
        >
          <SelectTrigger id={id} aria-labelledby={`${id}-label`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PRESETS.map((days) => (
              <SelectItem key={days} value={String(days)}>
                Últimos {days} días
              </SelectItem>
            ))}
            <SelectItem value={CUSTOM}>Personalizado</SelectItem>
          </SelectContent>
        </Select>
      </div>
      {custom && <CustomRangeForm key={`${range.from}/${range.to}`} range={range} onApply={(from, to) => onChange({ kind: 'custom', from, to })} />}
    </div>
  );
}

function CustomRangeForm({ range, onApply }: { range: DayRange; onApply: (from: string, to: string) => void }) {
  const id = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = customRangeError(from, to);
    setError(problem);
    if (!problem) onApply(from, to);
  }

  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate aria-label="Fechas del periodo">
      <div className="grid min-w-36 flex-1 gap-1.5 sm:flex-none">
        <Label htmlFor={`${id}-from`}>Desde</Label>
        <Input id={`${id}-from`} type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} aria-invalid={error ? true : undefined} />
      </div>
      <div className="grid min-w-36 flex-1 gap-1.5 sm:flex-none">
        <Label htmlFor={`${id}-to`}>Hasta</Label>
        <Input id={`${id}-to`} type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} aria-invalid={error ? true : undefined} />
      </div>
      <Button type="submit" variant="outline">
        Aplicar
      </Button>
      <p role="alert" className="w-full text-sm text-destructive empty:hidden">
        {error}
      </p>
    </form>
  );
}
