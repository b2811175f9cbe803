import { useAccountTimeZone } from '@/api/account/get-time-zone';

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zone the owner's days and schedules are in: the account's, else this browser's. */
export function useOwnerTimeZone(enabled = true): { timeZone: string; ready: boolean } {
  const saved = useAccountTimeZone(enabled);
  return { timeZone: saved.data?.timeZone ?? browserTimeZone(), ready: !saved.isPending };
}
