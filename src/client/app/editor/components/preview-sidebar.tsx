import { PREVIEW_HEIGHT_PX, PREVIEW_SIDEBAR_PX } from '@shared/constants';
import { OpenPublicPage, PreviewScreen, usePreviewSlug } from './preview-screen';

/** 'Vista previa' beside the editor on a wide screen: a phone frame 568 px tall and 'Abrir'. */
export function PreviewSidebar({ pageId }: { pageId: number | null }) {
  const { loaded, slug } = usePreviewSlug(pageId);
  return (
    <aside aria-labelledby="preview-title" className="w-full lg:sticky lg:top-20 lg:self-start" style={{ maxWidth: PREVIEW_SIDEBAR_PX }}>
      <div className="rounded-xl border bg-card p-4 shadow-sm">
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2 id="preview-title" className="text-lg font-semibold tracking-tight">
            Vista previa
          </h2>
          <OpenPublicPage slug={slug} />
        </div>
        <div className="mx-auto w-full max-w-[340px] rounded-[2.25rem] border-[10px] border-zinc-900 bg-zinc-900 shadow-lg">
          <PreviewScreen loaded={loaded} className="rounded-[1.6rem]" style={{ height: PREVIEW_HEIGHT_PX }} />
        </div>
      </div>
    </aside>
  );
}
