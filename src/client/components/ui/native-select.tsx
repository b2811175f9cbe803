import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A native <select> in the look of Input: 44 px tall on a phone (e2e/target-sizes.spec.ts), the
 * browser's own list for the choice.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'h-9 w-full max-sm:h-11 rounded-md border border-input bg-card px-3 text-sm shadow-xs outline-none disabled:cursor-not-allowed disabled:opacity-50',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      {...props}
    />
  );
}
