import { useEffect, useRef } from 'react';
import { useAccountTimeZone } from '../api/get-time-zone';
import { useUpdateTimeZone } from '../api/update-time-zone';

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zone the owner's days are in: the account's, else this browser's. */
export function useOwnerTimeZone(): { timeZone: string; ready: boolean } {
  const saved = useAccountTimeZone();
  return { timeZone: saved.data?.timeZone ?? browserTimeZone(), ready: !saved.isPending };
}

/**
 * An account without a zone gets this browser's, saved once (the server counts in UTC until then).
 * Called by one component of the tab only.
 */
export function useSaveBrowserTimeZone() {
  const saved = useAccountTimeZone();
  const { mutate } = useUpdateTimeZone();
  const asked = useRef(false);
  const missing = saved.isSuccess && saved.data.timeZone === null;

  useEffect(() => {
    if (!missing || asked.current) return;
    asked.current = true;
    mutate(browserTimeZone(), { onError: (error) => console.warn("Could not save this browser's time zone", error) });
  }, [missing, mutate]);
}
