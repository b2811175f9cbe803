import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountTimeZone } from '@shared/schemas/stats';

export const TIME_ZONE_PATH = '/api/account/time-zone';

/** GET /api/account/time-zone: the zone the owner's days are counted in, null until one is saved. */
export const timeZoneQueryOptions = () => queryOptions<AccountTimeZone>({ queryKey: [TIME_ZONE_PATH] });

/** `enabled` false: not asked (a shared statistics screen has no account to ask about). */
export function useAccountTimeZone(enabled = true) {
  return useQuery({ ...timeZoneQueryOptions(), enabled });
}
