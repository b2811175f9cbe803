import { SIGNUP_MODES, type SignupMode } from '@shared/schemas/account';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { AccountSection } from '@/components/account-section';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useUpdateSignups } from '../api/admin-api';
import { ADMIN_MESSAGES as M } from '../lib/messages';

/** The sign-up switch (open, invite, closed), stored in the database. */
export function SignupsCard({ mode }: { mode: SignupMode }) {
  const update = useUpdateSignups();
  async function choose(next: string) {
    try {
      const saved = await update.mutateAsync(next as SignupMode);
      toast({ title: M.signupsSaved(saved.signups) });
    } catch (error) {
      toast({ variant: 'destructive', title: M.signupsFailed, description: messageOf(error, M.signupsFailed) });
    }
  }
  return (
    <AccountSection title={M.signupsTitle} description={M.signupsDescription}>
      <div className="grid gap-2">
        <Label htmlFor="admin-signups">{M.signupsLabel}</Label>
        <Select value={mode} onValueChange={(next) => void choose(next)} disabled={update.isPending}>
          <SelectTrigger id="admin-signups" className="w-full sm:w-80">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SIGNUP_MODES.map((value) => (
              <SelectItem key={value} value={value}>
                {M.signupModes[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </AccountSection>
  );
}
