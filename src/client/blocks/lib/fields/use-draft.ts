import { useState } from 'react';

export type Validate = (value: string) => string | null;

/**
 * What a text field shows while its text cannot be saved yet: a valid text goes to the item at
 * once (`send`); an invalid one stays in the field as a draft, with its message shown once the
 * field is left (docs/decisions/520-quick-edit-fields.md).
 */
export function useDraft(value: string, send: (value: string) => void, validate?: Validate) {
  const [draft, setDraft] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const shown = draft ?? value;
  const error = draft !== null && validate ? validate(draft) : null;

  function change(next: string) {
    if (validate?.(next)) {
      setDraft(next);
      return;
    }
    setDraft(null);
    setLeft(false);
    send(next);
  }

  /** Leaving the field: `normalize` may mend the text (an address without https://). */
  function leave(normalize?: (value: string) => string) {
    if (normalize) {
      const mended = normalize(shown);
      if (mended !== shown) {
        change(mended);
        if (!validate?.(mended)) return;
      }
    }
    setLeft(true);
  }

  return { shown, error: left ? error : null, change, leave };
}
