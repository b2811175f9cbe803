import { AccountSection } from '@/components/account-section';
import { SwitchField } from '@/components/switch-field';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useSetWeeklyReport, useWeeklyReport } from '../api/weekly-report';
import { WEEKLY_REPORT_MESSAGES as M } from '../lib/weekly-report-messages';

/** 'Resumen semanal por correo' (issue 42): opt-in, offered only when the server can mail. */
export function WeeklyReportCard() {
  const settings = useWeeklyReport();
  const save = useSetWeeklyReport();
  const enabled = save.isPending ? save.variables : (settings.data?.enabled ?? false);
  return (
    <AccountSection title={M.title} description={M.description}>
      {settings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {M.loadFailed}
        </p>
      ) : settings.data && !settings.data.available ? (
        <p className="text-sm text-muted-foreground">{M.unavailable}</p>
      ) : (
        <SwitchField
          label={M.label}
          description={M.hint}
          checked={enabled}
          disabled={!settings.data || save.isPending}
          onCheckedChange={(next) =>
            save.mutate(next, {
              onSuccess: () => toast({ title: next ? M.turnedOn : M.turnedOff }),
              onError: (error) => toast({ variant: 'destructive', title: M.saveFailed, description: messageOf(error, M.saveFailed) }),
            })
          }
        />
      )}
    </AccountSection>
  );
}
