import { AddContentMenu, ContentEditor } from '@/features/content';
import { TabPanelHeader } from './tab-panel-header';

/** The 'Contenido' tab: the add menu and the page's blocks (features/content). */
export function ContentTab() {
  return (
    <section className="grid gap-4" data-testid="content-tab">
      <TabPanelHeader title="Contenido" actions={<AddContentMenu />} />
      <ContentEditor />
    </section>
  );
}
