import { FileQuestion } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PREVIEW_SIDEBAR_PX, SCROLL_DELAY_MS } from '@shared/constants';
import { LoadingScreen } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { useWideEditor } from '@/hooks/use-media-query';
import { cn } from '@/lib/utils';
import { useEditorPage } from '../hooks/use-editor-page';
import { useEditorStore } from '@/stores/editor-store';
import { ConnectionBanner } from './connection-banner';
import { EditorTabs } from './editor-tabs';
import { PageSyncGuard } from './page-sync-guard';
import { PageToolbar } from './page-toolbar';
import { PreviewSheet } from './preview-sheet';
import { PreviewSidebar } from './preview-sidebar';
import { SubpageBar } from './subpage-bar';

/** The editor of one page: toolbar, subpage bar, tabs, and the preview beside them (or in a sheet on a phone). */
export function EditorFrame({ pageId }: { pageId: number }) {
  const { status, parentPageId } = useEditorPage(pageId);
  const wide = useWideEditor();
  const mainRef = useRef<HTMLElement>(null);
  const title = useEditorStore((state) => (state.currentPageId === pageId ? state.pageSettings.title : ''));

  useEffect(() => {
    if (status !== 'ready') return;
    const timer = setTimeout(() => {
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      mainRef.current?.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest' });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, pageId]);

  return (
    <div
      className={cn(
        'mx-auto grid w-full max-w-[1400px] grid-cols-[minmax(0,1fr)] items-start gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_var(--sidebar)]',
        // Room under the last block for the floating buttons.
        !wide && 'pb-24',
      )}
      style={{ '--sidebar': `${PREVIEW_SIDEBAR_PX}px` } as React.CSSProperties}
    >
      <main ref={mainRef} id="main" className="grid min-w-0 scroll-mt-20 grid-cols-[minmax(0,1fr)] gap-5">
        <title>{`${title ? `${title} · ` : ''}Editor | LinkHub`}</title>
        <h1 className="sr-only">Editor de páginas</h1>
        <PageToolbar pageId={status === 'missing' ? null : pageId} />
        <ConnectionBanner />
        {status === 'loading' && (
          <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
            <LoadingScreen label="Cargando editor..." className="min-h-28" />
          </div>
        )}
        {status === 'missing' && <PageMissing />}
        {status === 'ready' && (
          <>
            {parentPageId !== null && <SubpageBar parentPageId={parentPageId} />}
            <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
              <EditorTabs />
            </div>
          </>
        )}
      </main>
      {wide ? <PreviewSidebar pageId={status === 'missing' ? null : pageId} /> : <PreviewSheet pageId={status === 'missing' ? null : pageId} />}
      <PageSyncGuard pageId={pageId} />
    </div>
  );
}

function PageMissing() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center shadow-sm">
      <FileQuestion className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Página no encontrada</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Esta página no existe o no es tuya. Elige otra en la lista o vuelve a tus páginas.
      </p>
      <Button asChild variant="outline">
        <Link to="/">Ir a mis páginas</Link>
      </Button>
    </div>
  );
}
