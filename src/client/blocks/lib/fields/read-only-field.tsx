import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A value shown for reference, focusable and selectable but not editable. */
export function ReadOnlyField({ label, value, description }: { label: string; value: string; description?: string }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} readOnly aria-describedby={description ? `${id}-description` : undefined} className="bg-muted font-mono" />
      {description && (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
    </div>
  );
}
