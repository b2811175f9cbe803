import { create } from 'zustand';
import { DEFAULT_RANGE, type RangeChoice } from '../lib/range';

interface StatsRangeState {
  choice: RangeChoice;
  setChoice: (choice: RangeChoice) => void;
}

/** The range the tab shows, kept while the editor is open (switching tabs or pages keeps it). */
export const useStatsRange = create<StatsRangeState>()((set) => ({
  choice: DEFAULT_RANGE,
  setChoice: (choice) => set({ choice }),
}));
