import { TabPanelHeader } from './tab-panel-header';

/** Mount point of the 'Contenido' tab: the content editor issue builds its menu and item list here. */
export function ContentTab() {
  return (
    <section className="grid gap-4" data-testid="content-tab">
      <TabPanelHeader title="Contenido" />
      <div className="grid gap-3" />
    </section>
  );
}
