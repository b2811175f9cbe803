import type { ReactNode } from 'react';
import { Toggle } from '@/components/ui/toggle';
import { useFieldDisabled } from './panel';

export interface ToggleFieldProps {
  /** The accessible name (e.g. 'Negrita'). */
  label: string;
  pressed: boolean;
  onPressedChange(pressed: boolean): void;
  children: ReactNode;
  disabled?: boolean;
}

/** An on/off button such as bold or italic (aria-pressed). */
export function ToggleField({ label, pressed, onPressedChange, children, disabled }: ToggleFieldProps) {
  return (
    <Toggle variant="outline" size="sm" aria-label={label} title={label} pressed={pressed} disabled={useFieldDisabled(disabled)} onPressedChange={onPressedChange}>
      {children}
    </Toggle>
  );
}
