import { ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useEditorStore } from '@/stores/editor-store';
import { useCardExpansion } from '../stores/card-expansion';

/** Opens every card of the page, or closes them all when they are all open. */
export function ExpandAllButton() {
  const ids = useEditorStore((state) => state.items.map((item) => item.id).join(','));
  const allOpen = useCardExpansion((state) => ids !== '' && ids.split(',').every((id) => state.expanded.has(Number(id))));
  if (ids === '') return null;
  const Icon = allOpen ? ChevronsDownUp : ChevronsUpDown;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => useCardExpansion.getState().setAll(ids.split(',').map(Number), !allOpen)}
    >
      <Icon aria-hidden="true" />
      {allOpen ? 'Contraer todo' : 'Expandir todo'}
    </Button>
  );
}
