import { Slider as SliderPrimitive } from 'radix-ui';
import { type ComponentProps, useMemo } from 'react';
import { cn } from '@/lib/utils';

/** A slider; give each thumb an accessible name with `thumbLabel` (or aria-labelledby through props). */
export function Slider({
  className,
  defaultValue,
  value,
  min = 0,
  max = 100,
  thumbLabel,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & { thumbLabel?: string }) {
  const values = useMemo(
    () => (Array.isArray(value) ? value : Array.isArray(defaultValue) ? defaultValue : [min]),
    [value, defaultValue, min],
  );
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      className={cn(
        'relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50 data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-muted data-[orientation=horizontal]:h-1.5 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range data-slot="slider-range" className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full" />
      </SliderPrimitive.Track>
      {values.map((_, index) => (
        <SliderPrimitive.Thumb
          data-slot="slider-thumb"
          key={index}
          aria-label={thumbLabel}
          // The drawn thumb is a 16 px dot; the element a finger or pointer hits is 24 px, 44 px on
          // a phone (WCAG 2.2 target size, decision 540).
          className="group/thumb grid size-6 shrink-0 place-items-center rounded-full outline-hidden disabled:pointer-events-none disabled:opacity-50 max-sm:size-11"
        >
          <span
            aria-hidden="true"
            className="block size-4 rounded-full border border-primary bg-card shadow-sm transition-[color,box-shadow] group-hover/thumb:ring-4 group-hover/thumb:ring-ring/30 group-focus-visible/thumb:ring-4 group-focus-visible/thumb:ring-ring/50"
          />
        </SliderPrimitive.Thumb>
      ))}
    </SliderPrimitive.Root>
  );
}
