import { ExternalLink } from 'lucide-react';
import { PREVIEW_HEIGHT_PX, PREVIEW_SIDEBAR_PX } from '@shared/constants';
import { settingsToPageView } from '@shared/schemas/page';
import { LoadingScreen } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { PublicPageView } from '@/features/public-view';
import { useEditorStore } from '../stores/editor-store';

/** 'Vista previa': the page as the public view renders it, from the editor's working copy. */
export function PreviewSidebar({ pageId }: { pageId: number | null }) {
  const pageSettings = useEditorStore((state) => state.pageSettings);
  const items = useEditorStore((state) => state.items);
  const parentPageId = useEditorStore((state) => state.parentPageId);
  const currentPageId = useEditorStore((state) => state.currentPageId);
  const loaded = pageId !== null && currentPageId === pageId && pageSettings.id === pageId;
  const slug = loaded ? pageSettings.slug : '';

  return (
    <aside
      aria-labelledby="preview-title"
      className="w-full lg:sticky lg:top-20 lg:self-start"
      style={{ maxWidth: PREVIEW_SIDEBAR_PX }}
    >
      <div className="rounded-xl border bg-card p-4 shadow-sm">
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2 id="preview-title" className="text-lg font-semibold tracking-tight">
            Vista previa
          </h2>
          {slug ? (
            <Button variant="outline" size="sm" asChild>
              <a href={`/view/${encodeURIComponent(slug)}`} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Abrir
                <span className="sr-only"> (se abre en una pestaña nueva)</span>
              </a>
            </Button>
          ) : (
            <Button variant="outline" size="sm" disabled>
              <ExternalLink aria-hidden="true" />
              Abrir
            </Button>
          )}
        </div>
        <div className="mx-auto w-full max-w-[340px] rounded-[2.25rem] border-[10px] border-zinc-900 bg-zinc-900 shadow-lg">
          <div
            role="region"
            aria-label="Vista previa móvil"
            tabIndex={0}
            className="overflow-x-hidden overflow-y-auto rounded-[1.6rem] bg-white outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
            style={{ height: PREVIEW_HEIGHT_PX }}
          >
            {loaded ? (
              <PublicPageView page={settingsToPageView(pageSettings, parentPageId)} items={items} mode="preview" />
            ) : (
              <LoadingScreen label="Cargando vista previa..." className="h-full" />
            )}
          </div>
        </div>
      </div>
    </aside>
  );
}
