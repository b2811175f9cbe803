import { createContext, useContext } from 'react';

/** The instant and zone a page is drawn for: the server's request time in the owner's zone (issue 38). */
export interface PageClock {
  now: number;
  timeZone: string;
}

/** Without a provider (the editor's preview): this browser's clock and zone. */
export const ClockContext = createContext<PageClock | null>(null);

export function usePageClock(): PageClock {
  const clock = useContext(ClockContext);
  if (clock) return clock;
  let timeZone = 'UTC';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    // An engine without zones: UTC.
  }
  return { now: Date.now(), timeZone };
}
