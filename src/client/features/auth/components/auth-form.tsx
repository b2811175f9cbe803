import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/**
 * The parts every sign-in, sign-up and recovery form shares. Fields and the form's outcome use the
 * app's TextField and StatusLine (src/client/components).
 */

/** The form: the browser's own checks off (the form says what is wrong), busy while it sends. */
export function AuthForm({ busy, onSubmit, children }: { busy: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => unknown; children: ReactNode }) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" aria-busy={busy}>
      {children}
    </form>
  );
}

/** 'Correo Electrónico', with react-hook-form's register() spread in and its error. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return <TextField label="Correo Electrónico" type="email" autoComplete="email" required {...props} />;
}

/** The full-width submit button: disabled, with a spinner and its busy label, while the form sends. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy && <Spinner />}
      {busy ? busyLabel : children}
    </Button>
  );
}

/** A text link to another auth screen (the card's footer, '¿Olvidaste tu contraseña?'). */
export function AuthLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn('font-medium text-primary underline-offset-4 hover:underline', className)} {...props} />;
}
