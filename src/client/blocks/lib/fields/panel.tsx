import { createContext, type ReactNode, useContext } from 'react';

const PanelDisabled = createContext(false);

/** A field is disabled when its panel is (busy item, upload under way) or when told so itself. */
export function useFieldDisabled(own?: boolean): boolean {
  return useContext(PanelDisabled) || own === true;
}

/** The frame of a quick-edit panel: its fields in a column, all disabled while `disabled`. */
export function QuickEditForm({ disabled, label, children }: { disabled: boolean; label: string; children: ReactNode }) {
  return (
    <PanelDisabled.Provider value={disabled}>
      <div role="group" aria-label={label} aria-busy={disabled || undefined} className="grid gap-4">
        {children}
      </div>
    </PanelDisabled.Provider>
  );
}

/** Two fields side by side where the card is wide enough. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
