/**
 * Tells listeners (such as the public view's cache) which pages a write touched. Use cases call
 * `touch` after their transaction commits.
 */
export class PageChanges {
  private readonly listeners = new Set<(pageIds: readonly number[]) => void>();

  subscribe(listener: (pageIds: readonly number[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  touch(...pageIds: number[]): void {
    if (pageIds.length === 0) return;
    for (const listener of this.listeners) listener(pageIds);
  }
}
