import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { PublicViewData } from '@shared/public-view';
import { useCanGoBack, useNavigationState, pushEntry } from '../lib/history-store';
import { loadPublicPage } from '../lib/load-page';
import { documentTitle, NOT_FOUND_TITLE } from '../lib/page-meta';
import type { BackTarget } from './back-button';
import { LoadingView } from './loading-view';
import { NotFoundView } from './not-found-view';
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
  const canGoBack = useCanGoBack();

  const onPopState = useEffectEvent(() => void show(window.location.pathname));
  useEffect(() => {
    const listener = () => onPopState();
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);

  async function show(path: string, parent?: { id: number; slug: string }) {
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
  }

  async function navigate(path: string, parentSlug: string | null, parent?: { id: number; slug: string }) {
    pushEntry(path, parentSlug ? { parentSlug } : {});
    window.scrollTo(0, 0);
    await show(path, parent);
  }

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
    <PublicPageView
      page={data.page}
      items={data.items}
      back={back}
      footer={nav.footer}
      onOpenPage={(pageId) => void navigate(`/view/page/${pageId}`, data.page.slug, { id: data.page.id, slug: data.page.slug })}
    />
  );
}
