import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { messageOf } from '@/lib/api-client';

/**
 * 'Acceso''s writes (issue 36), for a block's card and for 'Ajustes': the secret being typed (a
 * block's code or a page's password), why it was refused, and one PATCH of its own per change,
 * apart from the autosave. `path` is null while there is nothing to save to yet.
 */
export function useAccessSave<Changes extends object, Saved>(path: string | null, onSaved: (saved: Saved) => void) {
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(changes: Changes, done: string) {
    if (path === null) return;
    setSaving(true);
    try {
      onSaved(await apiRequest<Saved>('PATCH', path, changes));
      setSecret('');
      setError(null);
      toast({ title: done });
    } catch (failure) {
      toast({ variant: 'destructive', title: 'Error al guardar', description: messageOf(failure, 'No se pudo guardar el acceso.') });
    } finally {
      setSaving(false);
    }
  }

  /** Sends the typed secret when the shared length rule (`@shared/access`) lets it through. */
  function saveSecret(refusal: (secret: string) => string | null, changes: (secret: string) => Changes, done: string) {
    const refused = refusal(secret);
    setError(refused);
    if (!refused) void save(changes(secret), done);
  }

  return { secret, setSecret, error, saving, save, saveSecret };
}
