import { useState } from 'react';
import { usePageSettings } from '@/lib/saves/use-page-settings';
import type { SettingsField } from '@/lib/saves/page-sync';

type TextField = Extract<SettingsField, 'bio' | 'og_title' | 'og_description'>;

const same = (a: string, b: string) => a.trim() === b.trim();

/**
 * A text setting typed by the owner (bio, sharing title and description): the field shows exactly
 * what was typed (a trailing space or line break the server trims does not vanish under the
 * caret), the preview follows at once and the server gets it after the pause or when the field is
 * left. A value set elsewhere (another page opened, 'Copiar de pág. padre') replaces the text; a
 * failed save, which puts the saved value back in the preview (decision 600), leaves the typed text
 * in the field, marked, and sends it again when the field is left (decision 320).
 */
export function useTextSetting(field: TextField) {
  const { pageId, settings, edit, flush, sync } = usePageSettings();
  const stored = settings[field] ?? '';
  const [draft, setDraft] = useState(stored);
  const [failed, setFailed] = useState(false);
  const [seen, setSeen] = useState({ pageId, stored });
  /** The text last sent from this field (null once a value from elsewhere replaced it). */
  const [typed, setTyped] = useState<string | null>(null);

  if (seen.pageId !== pageId || seen.stored !== stored) {
    setSeen({ pageId, stored });
    if (seen.pageId !== pageId) {
      setTyped(null);
      setFailed(false);
      setDraft(stored);
    } else if (!same(stored, draft)) {
      const editedHere = pageId !== null && field in sync.unsaved(pageId);
      const ownTextRefused = !editedHere && typed !== null && same(typed, draft);
      if (ownTextRefused) {
        setFailed(true);
      } else {
        setTyped(null);
        setDraft(stored);
      }
    }
  }

  function send(value: string, mode: 'debounced' | 'immediate') {
    setTyped(value);
    // The bio is a text ('' when empty); the sharing fields are null when empty (their defaults show).
    edit({ [field]: value.trim() === '' ? (field === 'bio' ? '' : null) : value }, mode);
  }

  function change(value: string) {
    setDraft(value);
    setFailed(false);
    send(value, 'debounced');
  }

  function commit() {
    if (failed) {
      setFailed(false);
      send(draft, 'immediate');
    } else {
      void flush();
    }
  }

  return { value: draft, failed, change, commit };
}
