/** A new block goes at max order + 1, or 0 on an empty page (spec section 4). */
export function nextOrder(items: readonly { order: number }[]): number {
  return items.length === 0 ? 0 : Math.max(...items.map((item) => item.order)) + 1;
}
