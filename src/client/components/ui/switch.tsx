import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A switch. The drawn track stays 20 px tall; the button around it, what a finger or pointer hits,
 * is 24 px tall everywhere and 44 px on a phone (WCAG 2.2 target size, decision 540).
 */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'peer group inline-flex h-6 w-9 shrink-0 items-center outline-none disabled:cursor-not-allowed disabled:opacity-50 max-sm:h-11 max-sm:w-11',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-all group-focus-visible:ring-[3px] group-focus-visible:ring-ring/50 group-data-[state=checked]:bg-primary group-data-[state=unchecked]:bg-input"
      >
        <SwitchPrimitive.Thumb
          data-slot="switch-thumb"
          className="pointer-events-none block size-4 rounded-full bg-card shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-0.5"
        />
      </span>
    </SwitchPrimitive.Root>
  );
}
