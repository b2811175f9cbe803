import { renderToString } from 'react-dom/server';
import type { PublicDocumentInput, PublicViewData } from '@shared/public-view';
import { SignupNoticeContext } from './blocks/email-signup/context';
import { ClockContext } from './blocks/lib/clock';
import { CountClicksContext } from './blocks/lib/go-link';
import { AccessView, NotFoundView, PublicPageView } from './features/public-view';
import { renderDocument } from './features/public-view/lib/document';

/** 'Volver' on a page opened by id: its parent's page, or back through history (decision 551). */
function backOf(data: PublicViewData): { href: string | null } | null {
  if (data.route === 'slug') return null;
  return { href: data.parentSlug ? `/view/${data.parentSlug}` : null };
}

/**
 * The public page's HTML, rendered on the server with the renderers the editor's preview uses. The
 * browser runs no React on it: the page's small script (src/client/page-scripts) adds what needs one.
 */
export function renderPublicDocument(input: PublicDocumentInput): string {
  const { data, access } = input;
  const body = data && access ? (
    <AccessView page={data.page} screen={access} />
  ) : data ? (
    // Outgoing links go through /go/{id} so that clicks are counted, never on /preview.
    <CountClicksContext value={data.route !== 'preview'}>
      <SignupNoticeContext value={input.signup ?? null}>
        <ClockContext value={data.clock ?? null}>
          <PublicPageView page={data.page} items={data.items} back={backOf(data)} icons={data.icons} />
        </ClockContext>
      </SignupNoticeContext>
    </CountClicksContext>
  ) : (
    <NotFoundView />
  );
  return renderDocument(input, renderToString(body));
}
