import type { ReactNode } from 'react';

/**
 * One row of a list of addresses the owner added ('Dominio propio', 'Webhooks'): the address in
 * monospace with its state's badge, then what the row says and does. The row is named by its
 * address.
 */
export function AddressEntry({ address, badge, testId, children }: { address: string; badge: ReactNode; testId: string; children: ReactNode }) {
  return (
    <li className="grid gap-3 rounded-lg border p-3" data-testid={testId} aria-label={address}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-mono text-sm font-medium break-all">{address}</span>
        {badge}
      </div>
      {children}
    </li>
  );
}
