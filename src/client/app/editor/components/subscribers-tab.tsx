import { SubscribersPanel } from '@/features/subscribers';
import { useEditorStore } from '@/stores/editor-store';
import { TabPanelHeader } from './tab-panel-header';

/** The 'Suscriptores' tab (issue 40): who signed up through the page's 'Suscripción por correo' blocks. */
export function SubscribersTab() {
  const pageId = useEditorStore((state) => state.currentPageId);
  if (pageId === null) return null;
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-4" data-testid="subscribers-tab">
      <TabPanelHeader title="Suscriptores" />
      <SubscribersPanel pageId={pageId} />
    </section>
  );
}
