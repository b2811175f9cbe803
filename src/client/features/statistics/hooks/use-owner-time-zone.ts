import { useEffect, useRef } from 'react';
import { useAccountTimeZone } from '@/api/account/get-time-zone';
import { browserTimeZone } from '@/hooks/use-owner-time-zone';
import { useUpdateTimeZone } from '../api/update-time-zone';
import { useStatsReadOnly } from '../lib/stats-source';

/**
 * An account without a zone gets this browser's, saved once (the server counts in UTC until then).
 * Called by one component of the tab only.
 */
export function useSaveBrowserTimeZone() {
  const saved = useAccountTimeZone(!useStatsReadOnly());
  const { mutate } = useUpdateTimeZone();
  const asked = useRef(false);
  const missing = saved.isSuccess && saved.data.timeZone === null;

  useEffect(() => {
    if (!missing || asked.current) return;
    asked.current = true;
    mutate(browserTimeZone(), { onError: (error) => console.warn("Could not save this browser's time zone", error) });
  }, [missing, mutate]);
}
