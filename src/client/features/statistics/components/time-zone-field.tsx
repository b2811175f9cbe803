import { useId, useMemo } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useUpdateTimeZone } from '../api/update-time-zone';
import { STATS_MESSAGES as M } from '../lib/messages';

function zoneNames(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...known, current])].sort((a, b) => a.localeCompare(b));
}

/** 'Zona horaria' of the account: where the owner's days start and end (DST included). */
export function TimeZoneField({ timeZone }: { timeZone: string }) {
  const id = useId();
  const update = useUpdateTimeZone();
  const zones = useMemo(() => zoneNames(timeZone), [timeZone]);
  const value = update.isPending ? update.variables : timeZone;

  return (
    <div className="grid gap-1.5">
      <Label id={`${id}-label`} htmlFor={id}>
        {M.timeZone}
      </Label>
      <Select
        value={value}
        disabled={update.isPending}
        onValueChange={(next) =>
          update.mutate(next, {
            onSuccess: () => toast({ title: M.timeZoneSaved, description: next }),
            onError: (error) => toast({ variant: 'destructive', title: M.timeZoneFailed, description: messageOf(error, M.timeZoneFailed) }),
          })
        }
      >
        <SelectTrigger id={id} aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className="w-full sm:max-w-80">
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {zones.map((zone) => (
            <SelectItem key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {M.timeZoneHint}
      </p>
    </div>
  );
}
