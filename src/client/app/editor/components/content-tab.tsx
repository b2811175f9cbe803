import { AddContentMenu, ContentEditor, ExpandAllButton } from '@/features/content';
import { useWideEditor } from '@/hooks/use-media-query';
import { TabPanelHeader } from './tab-panel-header';

/**
 * The 'Contenido' tab: the add menu and the page's blocks (features/content). Below 1024 px the add
 * menu floats at the bottom of the screen, within reach on a long page (decision 535).
 */
export function ContentTab() {
  const wide = useWideEditor();
  return (
    <section className="grid gap-4" data-testid="content-tab">
      <TabPanelHeader
        title="Contenido"
        actions={
          <div className="flex items-center gap-1">
            <ExpandAllButton />
            {wide && <AddContentMenu />}
          </div>
        }
      />
      <ContentEditor />
      {!wide && (
        <div className="fixed right-4 bottom-4 z-30" data-testid="floating-add">
          <AddContentMenu variant="floating" />
        </div>
      )}
    </section>
  );
}
