import { useMemo } from 'react';
import { itemSummary } from '@/features/content/lib/item-summary';
import { StatisticsPanel, StatsActions } from '@/features/statistics';
import { useEditorStore } from '@/stores/editor-store';
import { TabPanelHeader } from './tab-panel-header';

/** The 'Estadísticas' tab (issue 15), loaded when first opened: its chart library never loads before. */
export default function StatisticsTab() {
  const pageId = useEditorStore((state) => state.currentPageId);
  const items = useEditorStore((state) => state.items);
  const titles = useMemo(() => items.map((item) => ({ id: item.id, title: itemSummary(item) })), [items]);
  if (pageId === null) return null;
  return (
    <section className="@container grid gap-4" data-testid="statistics-tab">
      <TabPanelHeader title="Estadísticas" actions={<StatsActions pageId={pageId} />} />
      <StatisticsPanel pageId={pageId} blocks={titles} />
    </section>
  );
}
