import { AccountSection } from '@/components/account-section';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useUpdateRequireMfa } from '../api/admin-api';

const M = {
  title: 'Verificación en dos pasos',
  description:
    'Con ella activada, cada cuenta sin verificación en dos pasos va a activarla al iniciar sesión y no puede usar nada más hasta hacerlo. Tú también.',
  label: 'Exigir verificación en dos pasos',
  on: 'Ahora se exige la verificación en dos pasos a todas las cuentas.',
  off: 'La verificación en dos pasos ya no es obligatoria.',
  failed: 'No se pudo cambiar la verificación en dos pasos.',
} as const;

/** 'Exigir verificación en dos pasos' (decision 922), stored in the database. */
export function TwoStepCard({ required }: { required: boolean }) {
  const update = useUpdateRequireMfa();
  async function change(next: boolean) {
    try {
      await update.mutateAsync(next);
      toast({ title: next ? M.on : M.off });
    } catch (error) {
      toast({ variant: 'destructive', title: M.failed, description: messageOf(error, M.failed) });
    }
  }
  return (
    <AccountSection title={M.title} description={M.description}>
      <div className="flex items-center gap-3">
        <Switch id="admin-require-mfa" checked={required} disabled={update.isPending} onCheckedChange={(next) => void change(next)} />
        <Label htmlFor="admin-require-mfa">{M.label}</Label>
      </div>
    </AccountSection>
  );
}
