import { EditorFrame } from './editor-frame';
import { EditorIndex } from './editor-index';
import { SessionWatcher } from './session-watcher';

/** '/' and '/edit/{pageId}'; an id that cannot exist gets the editor's "not found" state. */
export function EditorScreen({ pageId }: { pageId?: string }) {
  const id = pageId !== undefined && /^\d{1,10}$/.test(pageId) ? Number(pageId) : 0;
  return (
    <>
      <SessionWatcher />
      {pageId === undefined ? <EditorIndex /> : <EditorFrame pageId={id > 0 && id <= 2_147_483_647 ? id : -1} />}
    </>
  );
}
