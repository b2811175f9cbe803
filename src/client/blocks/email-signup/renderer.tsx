import { useContext, useId } from 'react';
import { OWNER_NAME_TOKEN } from '@shared/blocks/email-signup';
import type { SignupOutcome } from '@shared/signup';
import { BUTTON, FOCUS } from '../lib/card';
import type { BlockRendererProps } from '../lib/types';
import { OwnerNameContext, SignupNoticeContext } from './context';

const DONE: Partial<Record<SignupOutcome, string>> = {
  pending: 'Te hemos enviado un correo: abre el enlace para confirmar tu suscripción.',
  thanks: '¡Gracias por suscribirte!',
};
const ERRORS: Partial<Record<SignupOutcome, { field: 'email' | 'consent'; text: string }>> = {
  invalid_email: { field: 'email', text: 'Escribe un correo electrónico válido.' },
  rate_limited: { field: 'email', text: 'Demasiados intentos. Inténtalo de nuevo más tarde.' },
  no_consent: { field: 'consent', text: 'Marca la casilla para aceptar.' },
};

const INPUT = `min-h-11 w-full rounded-xl border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 ${FOCUS}`;

/**
 * 'Suscripción por correo' (issue 40): a real form that POSTs and comes back to the page with its
 * result (no JavaScript needed; decision 985). In the editor's preview it sends nothing.
 */
export function EmailSignupRenderer({ content, item, mode }: BlockRendererProps<'emailSignup'>) {
  const id = useId();
  const owner = useContext(OwnerNameContext) || 'el autor de esta página';
  const notice = useContext(SignupNoticeContext);
  const outcome = notice && item.id !== undefined && notice.itemId === item.id ? notice.outcome : null;
  const done = outcome ? DONE[outcome] : undefined;
  const error = outcome ? ERRORS[outcome] : undefined;
  const live = mode === 'public' && item.id !== undefined;
  const errorId = `${id}-error`;
  const errorText = (field: 'email' | 'consent') =>
    error?.field === field ? (
      <p id={errorId} className="text-sm font-semibold text-red-800">
        {error.text}
      </p>
    ) : null;
  const invalid = (field: 'email' | 'consent') => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});
  return (
    <section id={item.id !== undefined ? `suscripcion-${item.id}` : undefined} aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 text-gray-900 shadow-sm">
      <h2 id={`${id}-title`} className="break-words text-lg font-semibold">
        {content.title}
      </h2>
      {content.text && <p className="mt-1 whitespace-pre-wrap break-words text-sm text-gray-700">{content.text}</p>}
      {done ? (
        <p role="status" className="mt-3 rounded-xl bg-green-50 p-3 text-sm font-semibold text-green-900">
          {done}
        </p>
      ) : (
        <form
          method="post"
          action={live ? `/subscribe/${item.id}` : undefined}
          onSubmit={live ? undefined : (event) => event.preventDefault()}
          className="relative mt-3 flex flex-col gap-3"
        >
          {/* Left empty by people: a bot that fills it is thanked and forgotten. */}
          <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
            <label>
              No rellenes este campo
              <input type="text" name="sitio_web" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          {content.askName && (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-name`} className="text-sm font-medium">
                Nombre
              </label>
              <input id={`${id}-name`} name="name" type="text" autoComplete="name" maxLength={100} className={INPUT} />
            </div>
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-email`} className="text-sm font-medium">
              Correo electrónico
            </label>
            <input id={`${id}-email`} name="email" type="email" required autoComplete="email" maxLength={254} className={INPUT} {...invalid('email')} />
            {errorText('email')}
          </div>
          <div className="flex flex-col gap-1">
            <div className="flex items-start gap-2">
              <input id={`${id}-consent`} name="consent" type="checkbox" value="1" required className="mt-0.5 size-5 shrink-0 accent-gray-900" {...invalid('consent')} />
              <label htmlFor={`${id}-consent`} className="break-words text-sm text-gray-700">
                {content.consent.split(OWNER_NAME_TOKEN).join(owner)}
              </label>
            </div>
            {errorText('consent')}
          </div>
          <button type="submit" className={`${BUTTON} ${FOCUS}`}>
            {content.buttonLabel || 'Suscribirme'}
          </button>
        </form>
      )}
    </section>
  );
}
