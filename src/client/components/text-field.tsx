import { type ComponentProps, useId } from 'react';
import { Input } from './ui/input';
import { Label } from './ui/label';

/** A labelled input with its own error line. */
export function TextField({ label, error, ...props }: ComponentProps<typeof Input> & { label: string; error?: string | null | undefined }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
