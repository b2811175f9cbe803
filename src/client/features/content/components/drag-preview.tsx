import { GripVertical } from 'lucide-react';
import { blockLabel } from '@shared/blocks';
import { Badge } from '@/components/ui/badge';
import type { EditorItem } from '@/stores/editor-store';
import { itemSummary } from '../lib/item-summary';

/**
 * What follows the pointer while a block is dragged: a compact card, so even a block whose
 * quick-edit panel is taller than the window can be kept inside it and dropped anywhere.
 */
export function DragPreview({ item }: { item: EditorItem }) {
  return (
    <div data-drag-preview className="flex cursor-grabbing items-center gap-3 rounded-xl border bg-card px-3 py-3 shadow-xl ring-2 ring-ring/50">
      <GripVertical className="size-4 text-muted-foreground" aria-hidden="true" />
      <Badge variant="secondary">{blockLabel(item.type)}</Badge>
      <span className="truncate text-sm">{itemSummary(item)}</span>
    </div>
  );
}
