import { ExternalLink } from 'lucide-react';
import { useDeferredValue, useMemo, useRef } from 'react';
import { BRAND_ICONS } from '@shared/brand-icons';
import { settingsToPageView } from '@shared/schemas/page';
import { LoadingScreen } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { PublicPageView } from '@/features/public-view';
import { cn } from '@/lib/utils';
import { type EditorItem, useEditorStore } from '@/stores/editor-store';
import { usePreviewFollowsEditing } from '../hooks/use-preview-follows-editing';

const NO_ITEMS: EditorItem[] = [];

/** The open page's slug once its settings are loaded for `pageId`, else ''. */
export function usePreviewSlug(pageId: number | null): { loaded: boolean; slug: string } {
  const loaded = useEditorStore((state) => pageId !== null && state.currentPageId === pageId && state.pageSettings.id === pageId);
  const slug = useEditorStore((state) => state.pageSettings.slug);
  return { loaded, slug: loaded ? slug : '' };
}

/** 'Abrir': the public page in a new tab; disabled until the page's settings are loaded. */
export function OpenPublicPage({ slug }: { slug: string }) {
  if (!slug) {
    return (
      <Button variant="outline" size="sm" disabled>
        <ExternalLink aria-hidden="true" />
        Abrir
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" asChild>
      <a href={`/view/${encodeURIComponent(slug)}`} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        Abrir
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
    </Button>
  );
}

/**
 * The page as the public view renders it, from the editor's working copy, in a region that scrolls
 * on its own and can be focused and scrolled with the keyboard.
 */
export function PreviewScreen({ loaded, className, style }: { loaded: boolean; className?: string; style?: React.CSSProperties }) {
  const pageSettings = useEditorStore((state) => state.pageSettings);
  // The typed character is painted first; the preview follows in the next frame, a render React
  // may interrupt, in which only the changed block renders again. When a page opens, its cards
  // are painted before its preview is built (issue 13).
  const current = useEditorStore((state) => state.items);
  const items = useDeferredValue(loaded ? current : NO_ITEMS, NO_ITEMS);
  const parentPageId = useEditorStore((state) => state.parentPageId);
  const page = useMemo(() => settingsToPageView(pageSettings, parentPageId), [pageSettings, parentPageId]);
  const regionRef = useRef<HTMLDivElement>(null);
  usePreviewFollowsEditing(regionRef);
  return (
    <div
      ref={regionRef}
      role="region"
      aria-label="Vista previa móvil"
      tabIndex={0}
      className={cn(
        'overflow-x-hidden overflow-y-auto bg-white outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
        // The blocks scrolled out of the phone frame are neither laid out nor painted (issue 13).
        '[&_[data-block-type]]:[contain-intrinsic-size:auto_60px] [&_[data-block-type]]:[content-visibility:auto]',
        className,
      )}
      style={style}
    >
      {loaded ? (
        <PublicPageView page={page} items={items} mode="preview" icons={BRAND_ICONS} />
      ) : (
        <LoadingScreen label="Cargando vista previa..." className="h-full" />
      )}
    </div>
  );
}
