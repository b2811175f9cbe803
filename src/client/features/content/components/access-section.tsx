import { Lock, LockKeyhole } from 'lucide-react';
import { useId, useState } from 'react';
import { codeError, LOCK_CODE, type SensitiveRating } from '@shared/access';
import type { Item } from '@shared/schemas/item';
import { SensitiveSelect } from '@/components/sensitive-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAccessSave } from '@/hooks/use-access-save';
import { type EditorItem, useEditorStore } from '@/stores/editor-store';

/**
 * 'Acceso' in a block's card (issue 36): 'Bloquear con código' (written, never read back: the card
 * only knows that it is locked) and 'Contenido sensible'. Each change is one PATCH of its own, apart
 * from the content's autosave. Closed until asked for, like 'Programar', so a card stays short; open
 * at once when the block is locked or marked.
 */
export function AccessSection({ item, disabled }: { item: EditorItem; disabled: boolean }) {
  const id = useId();
  const locked = item.locked ?? false;
  const [open, setOpen] = useState(locked || Boolean(item.sensitive));
  const access = useAccessSave<{ lockCode?: string | null; sensitive?: SensitiveRating | null }, Item>(`/api/items/${item.id}`, (saved) =>
    useEditorStore.getState().updateItem(item.id, { locked: saved.locked, sensitive: saved.sensitive }),
  );
  const { secret: code, error, saving, save } = access;

  function lock() {
    access.saveSecret(codeError, (lockCode) => ({ lockCode }), locked ? 'Código cambiado' : 'Bloque bloqueado con código');
  }

  if (!open) {
    return (
      <Button type="button" size="sm" variant="outline" className="mt-3 justify-self-start" onClick={() => setOpen(true)} data-testid="access-open">
        <LockKeyhole aria-hidden="true" />
        Acceso
      </Button>
    );
  }

  return (
    <fieldset className="mt-3 grid gap-3 rounded-md border p-3" data-testid="access-section">
      <legend className="px-1 text-sm font-medium">Acceso</legend>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>Bloquear con código</Label>
        {locked && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Lock aria-hidden="true" className="size-4" /> Bloqueado: los visitantes necesitan el código.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-code`}
            type="password"
            autoComplete="new-password"
            value={code}
            maxLength={LOCK_CODE.max + 1}
            placeholder={locked ? 'Nuevo código' : 'De 4 a 64 caracteres'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-code-error` : undefined}
            className="min-w-0 flex-1 basis-40"
            disabled={disabled || saving}
            onChange={(event) => access.setSecret(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                lock();
              }
            }}
          />
          <Button type="button" variant="secondary" disabled={disabled || saving || code === ''} onClick={lock}>
            {locked ? 'Cambiar código' : 'Bloquear'}
          </Button>
          {locked && (
            <Button type="button" variant="ghost" disabled={disabled || saving} onClick={() => void save({ lockCode: null }, 'Código quitado')}>
              Quitar código
            </Button>
          )}
        </div>
        {error && (
          <p id={`${id}-code-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-sensitive`}>Contenido sensible</Label>
        <SensitiveSelect
          id={`${id}-sensitive`}
          value={item.sensitive ?? null}
          disabled={disabled || saving}
          onChange={(sensitive) => void save({ sensitive }, 'Contenido sensible guardado')}
        />
      </div>
    </fieldset>
  );
}
