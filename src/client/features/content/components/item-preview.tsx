import { useDeferredValue, useMemo } from 'react';
import { BlockView } from '@/blocks';
import type { EditorItem } from '@/stores/editor-store';

/**
 * The block as the page shows it, small and inert (the card's controls are the way to change it).
 * It follows the typing a frame later, in a render React may interrupt (issue 13).
 */
export function ItemPreview({ item: current, background }: { item: EditorItem; background: string }) {
  const item = useDeferredValue(current);
  const shown = useMemo(() => ({ ...item, isVisible: true }), [item]);
  return (
    <div
      inert
      className="max-h-44 self-start overflow-hidden rounded-md border p-2"
      style={{ backgroundColor: background }}
      data-testid="item-preview"
    >
      {/* The block at 55% of its size, as it would look on a phone, not squeezed into a quarter. */}
      <div style={{ zoom: 0.55 }}>
        <BlockView item={shown} mode="preview" eager={false} />
      </div>
    </div>
  );
}
