import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { passwordError, type SensitiveRating } from '@shared/access';
import type { Page } from '@shared/schemas/page';
import { SectionCard } from '@/components/section-card';
import { SensitiveSelect } from '@/components/sensitive-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAccessSave } from '@/hooks/use-access-save';
import { apiRequest } from '@/lib/api';
import { useEditorStore } from '@/stores/editor-store';

/**
 * 'Acceso' in 'Ajustes' (issue 36): 'Contraseña de la página' (written, never read back: the card
 * only knows whether there is one; a new one ends every visitor's earlier access) and the page's
 * 'Contenido sensible'. Its own reads and PATCHes, apart from the page's autosave.
 */
export function AccessCard() {
  const id = useId();
  const pageId = useEditorStore((state) => state.currentPageId);
  const queryClient = useQueryClient();
  const queryKey = ['page-access', pageId];
  const page = useQuery({
    queryKey,
    queryFn: () => apiRequest<Page>('GET', `/api/pages/id/${pageId}`),
    enabled: pageId !== null,
  });
  const hasPassword = page.data?.hasPassword ?? false;
  const access = useAccessSave<{ password?: string | null; sensitive?: SensitiveRating | null }, Page>(
    pageId === null ? null : `/api/pages/${pageId}`,
    (saved) => queryClient.setQueryData(queryKey, saved),
  );
  const { secret: password, error, saving, save } = access;

  function setNew() {
    access.saveSecret(passwordError, (typed) => ({ password: typed }), hasPassword ? 'Contraseña cambiada' : 'Página protegida con contraseña');
  }

  const busy = saving || !page.data;
  return (
    <SectionCard title="Acceso" description="Quién puede ver la página: una contraseña y un aviso de contenido sensible.">
      <form
        className="grid gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setNew();
        }}
      >
        <Label htmlFor={`${id}-password`}>Contraseña de la página</Label>
        <p className="text-sm text-muted-foreground" id={`${id}-password-hint`}>
          {hasPassword
            ? 'La página tiene contraseña. Una nueva cierra el acceso a quien entró con la anterior.'
            : 'Los visitantes la escriben una vez y entran durante 12 horas. Las subpáginas la siguen.'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            value={password}
            placeholder={hasPassword ? 'Nueva contraseña' : 'Al menos 4 caracteres'}
            aria-describedby={`${id}-password-hint${error ? ` ${id}-password-error` : ''}`}
            aria-invalid={error ? true : undefined}
            className="min-w-0 flex-1 basis-40"
            disabled={busy}
            onChange={(event) => access.setSecret(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={busy || password === ''}>
            {hasPassword ? 'Cambiar contraseña' : 'Guardar contraseña'}
          </Button>
          {hasPassword && (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void save({ password: null }, 'Contraseña quitada')}>
              Quitar contraseña
            </Button>
          )}
        </div>
        {error && (
          <p id={`${id}-password-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-sensitive`}>Contenido sensible</Label>
        <SensitiveSelect
          id={`${id}-sensitive`}
          value={page.data?.sensitive ?? null}
          disabled={busy}
          onChange={(sensitive) => void save({ sensitive }, 'Contenido sensible guardado')}
        />
      </div>
    </SectionCard>
  );
}
