import { type RefObject, useEffect } from 'react';

/**
 * The preview follows the block being edited (issue 32, decision 542): when the focus enters an item
 * card (its header, or a field of its panel), the preview scrolls, on its own and not the window, so
 * that the block's first lines sit a third of the way down its screen. Blocks scrolled out of view
 * are laid out on demand (content-visibility), so the offset read here is the block's real one.
 */
export function usePreviewFollowsEditing(regionRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const follow = (event: FocusEvent) => {
      const region = regionRef.current;
      const card = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-testid="item-card"][data-item-id]') : null;
      if (!region || !card) return;
      const block = region.querySelector<HTMLElement>(`[data-preview-item="${CSS.escape(card.dataset.itemId ?? '')}"]`);
      if (!block) return;
      const top = block.getBoundingClientRect().top - region.getBoundingClientRect().top + region.scrollTop;
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      region.scrollTo?.({ top: Math.max(0, top - region.clientHeight / 3), behavior: smooth ? 'smooth' : 'auto' });
    };
    document.addEventListener('focusin', follow);
    return () => document.removeEventListener('focusin', follow);
  }, [regionRef]);
}
