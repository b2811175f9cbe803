import { KeyRound, Building2 } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SignInMethods } from '@/lib/config';
import { SSO_START_PATH } from '@shared/sign-in-methods';

const SIGN_IN_METHOD_LABELS = {
  passkey: 'Entrar con una llave de acceso',
  passkeyBusy: 'Esperando a la llave de acceso...',
  or: 'o',
} as const;

/**
 * The single sign-on button (a plain link to the server, so it works before the app has loaded)
 * and the passkey button, under or instead of the password form (issue 41).
 */
export function OtherSignInMethods({
  methods,
  onPasskey,
  busy,
}: {
  methods: SignInMethods;
  onPasskey: () => void;
  busy: boolean;
}) {
  if (!methods.sso && !methods.passkeys) return null;
  return (
    <div className="grid gap-3">
      {methods.passwords && (
        <div className="flex items-center gap-3 text-sm text-muted-foreground" aria-hidden="true">
          <span className="h-px flex-1 bg-border" />
          {SIGN_IN_METHOD_LABELS.or}
          <span className="h-px flex-1 bg-border" />
        </div>
      )}
      {methods.sso && (
        <a href={SSO_START_PATH} className={buttonVariants({ variant: methods.passwords ? 'outline' : 'default', className: 'w-full' })}>
          <Building2 aria-hidden="true" />
          {methods.sso.label}
        </a>
      )}
      {methods.passkeys && (
        <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={onPasskey}>
          {busy ? <Spinner /> : <KeyRound aria-hidden="true" />}
          {busy ? SIGN_IN_METHOD_LABELS.passkeyBusy : SIGN_IN_METHOD_LABELS.passkey}
        </Button>
      )}
    </div>
  );
}
