import { createContext, useContext } from 'react';

/**
 * Where the panel's numbers come from (issue 42, decision 1017): the owner's API (the editor's
 * tab), or a shared address's, read-only, in the owner's time zone that the address tells. Every
 * part of the panel that asks the owner's API or changes something checks it; none of it shows on a
 * shared address.
 */
export type StatsSource = { kind: 'owner' } | { kind: 'shared'; token: string; timeZone: string };

export const StatsSourceContext = createContext<StatsSource>({ kind: 'owner' });

export const useStatsSource = () => useContext(StatsSourceContext);

/** True on a shared address: nothing can be changed and nothing of the account is asked. */
export const useStatsReadOnly = () => useStatsSource().kind === 'shared';
