import { Image, PaintBucket } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { cn } from '@/lib/utils';

export type BackgroundMode = 'color' | 'image';

const OPTIONS = [
  { value: 'color', label: 'Color sólido', Icon: PaintBucket },
  { value: 'image', label: 'Imagen', Icon: Image },
] as const;

/** The background's kind, as two segmented choices (a radio group for assistive technology). */
export function BackgroundModePicker({ value, disabled, onChange }: { value: BackgroundMode; disabled?: boolean; onChange: (mode: BackgroundMode) => void }) {
  return (
    <RadioGroup.Root
      aria-label="Tipo de fondo"
      value={value}
      disabled={disabled}
      onValueChange={(next) => onChange(next as BackgroundMode)}
      className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
    >
      {OPTIONS.map(({ value: option, label, Icon }) => (
        <RadioGroup.Item
          key={option}
          value={option}
          className={cn(
            'inline-flex h-8 max-sm:h-11 items-center justify-center gap-2 rounded-md text-sm font-medium text-muted-foreground transition-colors outline-none',
            'focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50',
            'data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
