import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { PublicViewData } from '@shared/public-view';
import { useCanGoBack, useNavigationState, pushEntry } from '../lib/history-store';
import { loadPublicPage } from '../lib/load-page';
import { documentTitle, NOT_FOUND_TITLE } from '../lib/page-meta';
import type { BackTarget } from './back-button';
import { LoadingView } from './loading-view';
import { NotFoundView } from './not-found-view';
import { CountClicksContext } from '@/blocks/lib/go-link';
import { PublicPageView } from './public-page-view';

type View = { status: 'ready'; data: PublicViewData } | { status: 'loading' } | { status: 'not-found' };

function pathOf(data: PublicViewData): string {
  if (data.route === 'slug') return `/view/${data.page.slug}`;
  return `/${data.route === 'preview' ? 'preview' : 'view'}/page/${data.page.id}`;
}

/**
 * The public page in the browser: hydrates what the server rendered, then opens subpages and goes
 * back without full page loads, keeping 'Volver' and the footer bar in history state.
 */
export function PublicApp({ initial }: { initial: PublicViewData | null }) {
  const [view, setView] = useState<View>(initial ? { status: 'ready', data: initial } : { status: 'not-found' });
  const [cache] = useState(() => new Map<string, PublicViewData>(initial ? [[pathOf(initial), initial]] : []));
  const latest = useRef(0);
  const nav = useNavigationState();
  const ready = view.status === 'ready' ? view.data : null;
  const canGoBack = useCanGoBack(ready !== null && ready.route !== 'slug');

  const show = useCallback(
    async (path: string, parent?: { id: number; slug: string }) => {
      const request = ++latest.current;
      const cached = cache.get(path);
      if (cached) {
        setView({ status: 'ready', data: cached });
        document.title = documentTitle(cached.page.title);
        return;
      }
      setView({ status: 'loading' });
      const data = await loadPublicPage(path, parent).catch(() => null);
      if (request !== latest.current) return;
      if (data) cache.set(path, data);
      setView(data ? { status: 'ready', data } : { status: 'not-found' });
      document.title = documentTitle(data ? data.page.title : NOT_FOUND_TITLE);
    },
    [cache],
  );

  const navigate = useCallback(
    async (path: string, parentSlug: string | null, parent?: { id: number; slug: string }) => {
      pushEntry(path, parentSlug ? { parentSlug } : {});
      window.scrollTo(0, 0);
      await show(path, parent);
    },
    [show],
  );

  const onPopState = useEffectEvent(() => void show(window.location.pathname));
  useEffect(() => {
    // The script has taken over (it loads after the first paint): what a click does from now on is
    // the app's, not the plain HTML's. Browser tests wait for this mark.
    document.documentElement.dataset.hydrated = '';
    const listener = () => onPopState();
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);

  // One function per page shown, so the memoized blocks do not re-render when only the history
  // state ('Volver', the footer bar) changes.
  const pageId = ready?.page.id;
  const pageSlug = ready?.page.slug;
  const openPage = useCallback(
    (subpageId: number) => {
      if (pageId === undefined || pageSlug === undefined) return;
      void navigate(`/view/page/${subpageId}`, pageSlug, { id: pageId, slug: pageSlug });
    },
    [navigate, pageId, pageSlug],
  );

  if (view.status === 'loading') return <LoadingView />;
  if (view.status === 'not-found') return <NotFoundView />;

  const { data } = view;
  let back: BackTarget | null = null;
  if (data.route !== 'slug') {
    const parentSlug = nav.parentSlug ?? data.parentSlug;
    if (parentSlug) back = { href: `/view/${parentSlug}`, onClick: () => void navigate(`/view/${parentSlug}`, null) };
    else if (canGoBack) back = { href: null, onClick: () => window.history.back() };
  }

  return (
    <CountClicksContext value={data.route !== 'preview'}>
      <PublicPageView page={data.page} items={data.items} back={back} footer={nav.footer} onOpenPage={openPage} icons={data.icons} />
    </CountClicksContext>
  );
}
