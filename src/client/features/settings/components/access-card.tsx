import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PAGE_PASSWORD, type SensitiveRating } from '@shared/access';
import type { Page } from '@shared/schemas/page';
import { SectionCard } from '@/components/section-card';
import { SensitiveSelect } from '@/components/sensitive-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { messageOf } from '@/lib/api-client';
import { useEditorStore } from '@/stores/editor-store';

function passwordError(password: string): string | null {
  if (password.length < PAGE_PASSWORD.min) return `La contraseña debe tener al menos ${PAGE_PASSWORD.min} caracteres`;
  if (password.length > PAGE_PASSWORD.max) return `La contraseña no puede tener más de ${PAGE_PASSWORD.max} caracteres`;
  return null;
}

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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const hasPassword = page.data?.hasPassword ?? false;

  async function save(changes: { password?: string | null; sensitive?: SensitiveRating | null }, done: string) {
    if (pageId === null) return;
    setSaving(true);
    try {
      const saved = await apiRequest<Page>('PATCH', `/api/pages/${pageId}`, changes);
      queryClient.setQueryData(queryKey, saved);
      setPassword('');
      setError(null);
      toast({ title: done });
    } catch (failure) {
      toast({ variant: 'destructive', title: 'Error al guardar', description: messageOf(failure, 'No se pudo guardar el acceso.') });
    } finally {
      setSaving(false);
    }
  }

  function setNew() {
    const refused = passwordError(password);
    setError(refused);
    if (!refused) void save({ password }, hasPassword ? 'Contraseña cambiada' : 'Página protegida con contraseña');
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
            onChange={(event) => setPassword(event.target.value)}
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
