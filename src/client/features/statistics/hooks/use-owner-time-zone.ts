import { useEffect, useRef } from 'react';
import { useAccountTimeZone } from '../api/get-time-zone';
import { useUpdateTimeZone } from '../api/update-time-zone';

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The zone the owner's days are in: the account's, else this browser's, which is then saved once
 * (the server counts in UTC until the account has one).
 */
export function useOwnerTimeZone(): { timeZone: string; ready: boolean } {
  const saved = useAccountTimeZone();
  const update = useUpdateTimeZone();
  const asked = useRef(false);
  const missing = saved.isSuccess && saved.data.timeZone === null;

  useEffect(() => {
    if (!missing || asked.current) return;
    asked.current = true;
    update.mutate(browserTimeZone());
  }, [missing, update]);

  return { timeZone: saved.data?.timeZone ?? browserTimeZone(), ready: !saved.isPending };
}
