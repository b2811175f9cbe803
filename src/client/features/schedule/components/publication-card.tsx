import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fromZonedInput, type PageStatus, toZonedInput } from '@shared/schedule';
import type { Page } from '@shared/schemas/page';
import { pagePath, usePage } from '@/api/pages/get-page';
import { updatePage } from '@/api/pages/update-page';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { readContent } from '@/lib/read-content';
import { useOwnerTimeZone } from '@/hooks/use-owner-time-zone';
import { useEditorStore } from '@/stores/editor-store';
import { DateTimeField } from '@/components/date-time-field';

/** 'Publicación' in Ajustes (issue 36): 'Estado' with 'Publicar el', and 'Redirigir'. */
export function PublicationCard() {
  const pageId = useEditorStore((state) => state.currentPageId);
  const page = usePage(pageId);
  if (pageId === null || !page.data) return null;
  return <PublicationForm key={`${page.data.id} ${page.data.updatedAt}`} page={page.data} />;
}

function PublicationForm({ page }: { page: Page }) {
  const id = useId();
  const { timeZone } = useOwnerTimeZone();
  const queryClient = useQueryClient();
  const links = useEditorStore((state) => state.items).filter((item) => item.type === 'link');
  const zoned = (iso: string | null | undefined) => (iso ? toZonedInput(iso, timeZone) : '');
  const [status, setStatus] = useState<PageStatus>(page.status);
  const [publishAt, setPublishAt] = useState(zoned(page.publishAt));
  const [redirectItem, setRedirectItem] = useState(page.redirect ? String(page.redirect.itemId) : '');
  const [from, setFrom] = useState(zoned(page.redirect?.from));
  const [until, setUntil] = useState(zoned(page.redirect?.until));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const instant = (local: string) => (local ? fromZonedInput(local, timeZone) : null);

  async function save() {
    setSaving(true);
    setError(null);
    try {
      const saved = await updatePage(page.id, {
        status,
        publishAt: status === 'draft' ? instant(publishAt) : null,
        redirect: redirectItem ? { itemId: Number(redirectItem), from: instant(from), until: instant(until) } : null,
      });
      queryClient.setQueryData([pagePath(page.id)], saved);
      toast({ title: 'Publicación guardada' });
    } catch (failure) {
      setError(messageOf(failure, 'No se pudo guardar la publicación.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <SectionCard title="Publicación" description={`Quién ve la página y cuándo. Fechas en hora de ${timeZone}.`}>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        data-testid="publication-card"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>Estado</Label>
          <NativeSelect id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as PageStatus)} data-testid="page-status">
            <option value="published">Publicada</option>
            <option value="draft">Borrador</option>
          </NativeSelect>
          {status === 'draft' && <p className="text-xs text-muted-foreground">Los visitantes no la ven; tú sí, en la vista previa.</p>}
        </div>
        {status === 'draft' && <DateTimeField label="Publicar el (opcional)" value={publishAt} onChange={setPublishAt} testId="page-publish-at" />}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-redirect`}>Redirigir a un enlace</Label>
          <NativeSelect id={`${id}-redirect`} value={redirectItem} onChange={(event) => setRedirectItem(event.target.value)} data-testid="page-redirect">
            <option value="">No redirigir</option>
            {links.map((item) => (
              <option key={item.id} value={item.id}>
                {linkTitle(item.content)}
              </option>
            ))}
          </NativeSelect>
          <p className="text-xs text-muted-foreground">Durante ese periodo, tu página lleva directamente al enlace elegido.</p>
        </div>
        {redirectItem && (
          <div className="grid gap-3 sm:grid-cols-2">
            <DateTimeField label="Desde" value={from} onChange={setFrom} testId="page-redirect-from" />
            <DateTimeField label="Hasta" value={until} onChange={setUntil} testId="page-redirect-until" />
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" disabled={saving} className="justify-self-start" data-testid="publication-save">
          Guardar publicación
        </Button>
      </form>
    </SectionCard>
  );
}

function linkTitle(content: unknown): string {
  const value = readContent(content);
  const title = typeof value?.title === 'string' && value.title.trim() ? value.title : typeof value?.url === 'string' ? value.url : 'Enlace';
  return title;
}
