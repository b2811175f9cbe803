import { Lock } from 'lucide-react';
import { resolvePageLook } from '@shared/page-look';
import { SENSITIVE_LABELS, sensitiveNotice } from '@shared/access';
import type { PageView } from '@shared/schemas/page';
import type { AccessScreen } from '@shared/public-view';
import { BUTTON, BUTTON_OUTLINE, FOCUS } from '@/blocks/lib/card';
import { PageBackground } from './page-background';
import { ProfileImage } from './profile-image';

const FIELD = `mt-1 block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 ${FOCUS}`;

function Heading({ screen }: { screen: AccessScreen }) {
  if (screen.kind === 'password') return <>Esta página está protegida</>;
  if (screen.kind === 'gate') return <>{screen.title ?? SENSITIVE_LABELS[screen.rating]}</>;
  return (
    <>
      <Lock aria-hidden="true" className="mr-2 inline size-5 align-[-2px]" />
      {screen.title}
    </>
  );
}

/**
 * A screen before a page or a block (issue 36, decision 966), in the page's colours and photo: the
 * page's password, a 'Contenido sensible' gate ('Continuar' and 'Volver') or a block's code. Plain
 * forms that post and are redirected, so they work without JavaScript; the card is white on any
 * background, so its text keeps its contrast.
 */
export function AccessView({ page, screen }: { page: PageView; screen: AccessScreen }) {
  const look = resolvePageLook(page);
  const rating = screen.kind === 'password' ? null : screen.rating;
  const error = screen.kind === 'gate' ? undefined : screen.error;
  return (
    <div className="relative isolate min-h-dvh" style={{ backgroundColor: look.background.color, color: look.textColor }}>
      <PageBackground page={page} look={look} contained={false} />
      <main className="mx-auto w-full max-w-md px-4 pb-12 pt-10">
        <ProfileImage page={page} size={look.profileImagePx} />
        <p className="mb-6 break-words text-center text-xl font-bold">{page.title}</p>
        <div className="rounded-2xl bg-white p-6 text-gray-900 shadow-md">
          <h1 className="mb-2 break-words text-lg font-bold">
            <Heading screen={screen} />
          </h1>
          {rating && (
            <p className="mb-3 text-sm text-gray-700">
              <span className="mr-2 rounded-full border border-gray-700 px-2 text-xs font-semibold">{SENSITIVE_LABELS[rating]}</span>
              {sensitiveNotice(rating)}
            </p>
          )}
          <form method="post" action={screen.action} className="flex flex-col gap-4">
            {screen.kind === 'password' && (
              <label className="block text-sm font-semibold">
                Contraseña
                <input name="password" type="password" required autoComplete="current-password" className={FIELD} />
              </label>
            )}
            {screen.kind === 'lock' && (
              <label className="block text-sm font-semibold">
                Código
                <input name="code" type="password" required autoComplete="off" className={FIELD} />
              </label>
            )}
            {error && (
              <p role="alert" className="text-sm font-semibold text-red-800">
                {error}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={`${BUTTON} ${FOCUS}`}>
                {screen.kind === 'password' ? 'Entrar' : screen.kind === 'lock' ? 'Desbloquear' : 'Continuar'}
              </button>
              {screen.kind !== 'password' && (
                <a href={screen.back} className={`${BUTTON_OUTLINE} ${FOCUS}`}>
                  Volver
                </a>
              )}
            </div>
          </form>
        </div>
      </main>
    </div>
  );
}
