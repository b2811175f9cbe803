import { useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AccountSection } from '@/components/account-section';
import { type Status, StatusLine } from '@/components/status-line';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-provider';
import { providerErrorMessage } from '@/lib/auth/messages';
import { messageOf } from '@/lib/api-client';
import { loadAppConfig } from '@/lib/config';
import { getSupabaseClient } from '@/lib/supabase';
import { createRecoveryCodes, useMfaStatus, useRefreshMfaStatus } from '../api/security-api';
import { SECURITY_MESSAGES as M } from '../lib/security-messages';

type Enrolment = { factorId: string; qrCode: string; secret: string };

async function client() {
  const supabase = await getSupabaseClient();
  if (!supabase) throw new Error(M.enableFailed);
  return supabase;
}

/** The account's verified TOTP factor, verified again with `code` (a session at aal2, fresh). */
async function verifyCode(code: string): Promise<string> {
  const supabase = await client();
  const { data } = await supabase.auth.mfa.listFactors();
  const factor = data?.totp[0];
  if (!factor) throw new Error(M.disableFailed);
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (error) throw new Error(providerErrorMessage(error, M.disableFailed));
  return factor.id;
}

function downloadCodes(codes: string[], site: string) {
  const text = M.fileHeader(site) + codes.join('\n') + '\n';
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = M.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 'Verificación en dos pasos' (decision 920): turn on with the QR code or the secret and a first
 * code, then 10 recovery codes to download; turn off, or renew the codes, with a current code or a
 * recovery code. Everything goes through supabase-js's MFA API but the recovery codes, ours.
 */
export function TwoStepCard() {
  const status = useMfaStatus();
  const { user } = useAuth();
  const refresh = useRefreshMfaStatus();
  const config = useQuery({ queryKey: ['appConfig'], queryFn: loadAppConfig });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [result, setResult] = useState<Status>(null);

  const start = useMutation({
    mutationFn: async () => {
      const { data, error } = await (await client()).auth.mfa.enroll({ factorType: 'totp' });
      if (error || !data) throw new Error(providerErrorMessage(error, M.enableFailed));
      return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
    },
    onSuccess: (next) => {
      setResult(null);
      setCode('');
      setEnrolment(next);
    },
    onError: (error) => setResult({ tone: 'error', text: messageOf(error, M.enableFailed) }),
  });

  const confirm = useMutation({
    mutationFn: async ({ factorId, typed }: { factorId: string; typed: string }) => {
      const { error } = await (await client()).auth.mfa.challengeAndVerify({ factorId, code: typed });
      if (error) throw new Error(providerErrorMessage(error, M.enableFailed));
      return status.data?.recoveryCodes === false ? [] : (await createRecoveryCodes()).codes;
    },
    onSuccess: (next) => {
      setEnrolment(null);
      setCode('');
      if (next.length > 0) setCodes(next);
      else setResult({ tone: 'success', text: M.enabled });
      void refresh();
    },
    onError: (error) => setResult({ tone: 'error', text: messageOf(error, M.enableFailed) }),
  });

  const cancel = useMutation({
    mutationFn: async (factorId: string) => (await client()).auth.mfa.unenroll({ factorId }),
    onSettled: () => setEnrolment(null),
  });

  const manage = useMutation({
    mutationFn: async ({ action, typed }: { action: 'disable' | 'codes'; typed: string }) => {
      const factorId = await verifyCode(typed);
      if (action === 'codes') return { action, codes: (await createRecoveryCodes()).codes };
      const { error } = await (await client()).auth.mfa.unenroll({ factorId });
      if (error) throw new Error(providerErrorMessage(error, M.disableFailed));
      return { action, codes: null };
    },
    onSuccess: (outcome) => {
      setCode('');
      if (outcome.codes) setCodes(outcome.codes);
      else setResult({ tone: 'success', text: M.disabled });
      void refresh();
    },
    onError: (error, { action }) => setResult({ tone: 'error', text: messageOf(error, action === 'disable' ? M.disableFailed : M.newCodesFailed) }),
  });

  const typedCode = (required: string) => {
    const typed = code.trim();
    setResult(null);
    setFieldError(typed ? undefined : required);
    return typed || null;
  };

  if (!status.data) return null;
  const { required, recoveryCodesLeft } = status.data;
  // A hosted project's factors are known from its session only (it has no recovery codes of ours).
  const enrolled = status.data.recoveryCodes ? status.data.enrolled : (user?.factors?.some((factor) => factor.status === 'verified') ?? false);

  if (codes) {
    return (
      <AccountSection title={M.codesTitle} description={M.codesText}>
        <ol aria-label={M.codesTitle} className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:grid-cols-2">
          {codes.map((value) => (
            <li key={value}>{value}</li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={() => downloadCodes(codes, config.data?.siteName ?? 'LinkHub')}>
            <Download aria-hidden="true" />
            {M.download}
          </Button>
          <Button type="button" onClick={() => setCodes(null)}>
            {M.done}
          </Button>
        </div>
      </AccountSection>
    );
  }

  return (
    <AccountSection title={M.twoStepTitle} description={M.twoStepDescription}>
      {required && !enrolled && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {M.required}
        </p>
      )}
      {enrolled ? (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            const typed = typedCode(M.manageCodeRequired);
            if (typed) manage.mutate({ action: 'disable', typed });
          }}
        >
          <p className="text-sm">
            <strong className="font-medium">{M.active}</strong> {status.data.recoveryCodes && M.codesLeft(recoveryCodesLeft)}
          </p>
          <p className="text-sm text-muted-foreground">{M.manageHint}</p>
          <TextField
            label={M.manageCodeLabel}
            autoComplete="one-time-code"
            maxLength={32}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError}
          />
          <StatusLine status={result} />
          <div className="flex flex-wrap gap-3">
            {status.data.recoveryCodes && (
              <Button
                type="button"
                variant="outline"
                disabled={manage.isPending}
                onClick={() => {
                  const typed = typedCode(M.manageCodeRequired);
                  if (typed) manage.mutate({ action: 'codes', typed });
                }}
              >
                {manage.isPending && manage.variables.action === 'codes' && <Spinner />}
                {M.newCodes}
              </Button>
            )}
            <Button type="submit" variant="destructive" disabled={manage.isPending}>
              {manage.isPending && manage.variables.action === 'disable' && <Spinner />}
              {manage.isPending && manage.variables.action === 'disable' ? M.working : M.disable}
            </Button>
          </div>
        </form>
      ) : enrolment ? (
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            const typed = typedCode(M.codeRequired);
            if (typed) confirm.mutate({ factorId: enrolment.factorId, typed });
          }}
        >
          <p className="text-sm">{M.scan}</p>
          <img src={enrolment.qrCode} alt={M.qrAlt} width={192} height={192} className="size-48 rounded-md border bg-white" />
          <div className="grid gap-1 text-sm">
            <p className="text-muted-foreground">{M.manual}</p>
            <code className="rounded bg-muted px-2 py-1 font-mono text-sm break-all select-all">{enrolment.secret.replace(/(.{4})(?!$)/g, '$1 ')}</code>
          </div>
          <p className="text-sm">{M.firstCode}</p>
          <TextField
            label={M.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="sm:w-48"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError}
          />
          <StatusLine status={result} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending && <Spinner />}
              {confirm.isPending ? M.confirming : M.confirm}
            </Button>
            <Button type="button" variant="outline" disabled={confirm.isPending} onClick={() => cancel.mutate(enrolment.factorId)}>
              {M.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <StatusLine status={result} />
          <Button type="button" className="justify-self-start" disabled={start.isPending} onClick={() => start.mutate()}>
            {start.isPending && <Spinner />}
            {start.isPending ? M.enabling : M.enable}
          </Button>
        </>
      )}
    </AccountSection>
  );
}
