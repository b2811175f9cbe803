import { create } from 'zustand';

interface CardExpansion {
  /** Cards whose quick-edit panel is open (in memory: a reload shows every card collapsed). */
  expanded: ReadonlySet<number>;
  /** A card that was just created or pasted: opened, and scrolled into view once it renders. */
  revealId: number | null;
  toggle(id: number): void;
  setAll(ids: readonly number[], open: boolean): void;
  reveal(id: number): void;
  revealed(id: number): void;
}

function withId(set: ReadonlySet<number>, id: number, open: boolean): ReadonlySet<number> {
  const next = new Set(set);
  if (open) next.add(id);
  else next.delete(id);
  return next;
}

/** Which item cards are open (docs/decisions/534-collapsible-cards.md). */
export const useCardExpansion = create<CardExpansion>()((set, get) => ({
  expanded: new Set(),
  revealId: null,
  toggle: (id) => set({ expanded: withId(get().expanded, id, !get().expanded.has(id)) }),
  setAll: (ids, open) => {
    const next = new Set(get().expanded);
    for (const id of ids) {
      if (open) next.add(id);
      else next.delete(id);
    }
    set({ expanded: next });
  },
  reveal: (id) => set({ expanded: withId(get().expanded, id, true), revealId: id }),
  revealed: (id) => {
    if (get().revealId === id) set({ revealId: null });
  },
}));
