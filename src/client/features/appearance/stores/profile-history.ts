import { create } from 'zustand';

export interface ProfileState {
  image: string | null;
  zoom: number;
}

const LIMIT = 50;

interface ProfileHistory {
  /** Earlier image/zoom states of each page, the newest last (kept in memory for the session). */
  byPage: Record<number, ProfileState[]>;
  push: (pageId: number, state: ProfileState) => void;
  pop: (pageId: number) => ProfileState | undefined;
}

export const useProfileHistory = create<ProfileHistory>()((set, get) => ({
  byPage: {},
  push: (pageId, state) => {
    const entries = get().byPage[pageId] ?? [];
    const last = entries.at(-1);
    if (last && last.image === state.image && last.zoom === state.zoom) return;
    set({ byPage: { ...get().byPage, [pageId]: [...entries, state].slice(-LIMIT) } });
  },
  pop: (pageId) => {
    const entries = get().byPage[pageId] ?? [];
    const last = entries.at(-1);
    if (last) set({ byPage: { ...get().byPage, [pageId]: entries.slice(0, -1) } });
    return last;
  },
}));
