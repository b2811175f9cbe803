import { createContext, useContext, useState } from 'react';

/** The instant and zone a page is drawn for: the server's request time in the owner's zone (issue 38). */
export interface PageClock {
  now: number;
  timeZone: string;
}

/** Without a provider (the editor's preview): this browser's clock and zone. */
export const ClockContext = createContext<PageClock | null>(null);

function browserClock(): PageClock {
  let timeZone = 'UTC';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    // An engine without zones: UTC.
  }
  return { now: Date.now(), timeZone };
}

/** The page's clock; the editor's preview reads this browser's once, when the block is first drawn. */
export function usePageClock(): PageClock {
  const clock = useContext(ClockContext);
  const [fallback] = useState(browserClock);
  return clock ?? fallback;
}
