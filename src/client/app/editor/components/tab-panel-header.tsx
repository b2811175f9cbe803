import type { ReactNode } from 'react';

/** The heading row every editor tab starts with; `actions` sit on its right. */
export function TabPanelHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="flex min-h-9 items-center justify-between gap-3">
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      {actions}
    </div>
  );
}
