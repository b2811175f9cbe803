import { SwitchField } from '@/components/switch-field';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useExcludeMe } from '../api/get-exclude-me';
import { useSetExcludeMe } from '../api/set-exclude-me';
import { STATS_MESSAGES as M } from '../lib/messages';
import { TimeZoneField } from './time-zone-field';

/** The settings the numbers depend on: this browser left out, and the account's time zone. */
export function StatsSettingsCard({ timeZone }: { timeZone: string }) {
  const excludeMe = useExcludeMe();
  const setExcludeMe = useSetExcludeMe();
  const excluded = setExcludeMe.isPending ? setExcludeMe.variables : (excludeMe.data?.excluded ?? false);

  return (
    <section className="grid gap-4 rounded-lg border p-3 sm:p-4" aria-labelledby="stats-settings-title">
      <div className="grid gap-1">
        <h3 id="stats-settings-title" className="text-base font-semibold">
          {M.settingsTitle}
        </h3>
        <p className="text-sm text-muted-foreground">{M.settingsDescription}</p>
      </div>
      <SwitchField
        label={M.excludeMe}
        description={M.excludeMeHint}
        checked={excluded}
        disabled={excludeMe.isPending || setExcludeMe.isPending}
        onCheckedChange={(next) =>
          setExcludeMe.mutate(next, {
            onError: (error) => toast({ variant: 'destructive', title: M.excludeMeFailed, description: messageOf(error, M.excludeMeFailed) }),
          })
        }
      />
      <TimeZoneField timeZone={timeZone} />
    </section>
  );
}
