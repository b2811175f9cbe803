import { useMutation } from '@tanstack/react-query';
import { slugFromTitle, sanitizeTypedSlug } from '@shared/slug';
import { usePageSettings } from '@/lib/saves/use-page-settings';
import { usePageSyncEntry } from '@/lib/saves/use-page-sync';
import { hasUnsavedGeneral, isValidPageId } from '@/lib/saves/page-sync';
import { useEditorStore } from '@/stores/editor-store';
import { toast } from '@/hooks/use-toast';
import { ApiError, messageOf } from '@/lib/api-client';

function refuse(description: string) {
  toast({ variant: 'destructive', title: 'Error al guardar', description });
}

/**
 * 'Configuración General': title (which regenerates the slug), show-title and slug change the
 * preview at once and reach the server with 'Guardar cambios'.
 */
export function useGeneralSettings() {
  const { pageId, settings, edit, sync } = usePageSettings();
  const entry = usePageSyncEntry(pageId);
  const saving = useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: { title: string; slug: string; show_title: boolean } }) => sync.save(id, fields),
  });

  async function save() {
    const { currentPageId, pageSettings } = useEditorStore.getState();
    if (currentPageId === null || pageSettings.id === null) return refuse('No hay una página seleccionada para guardar.');
    if (!pageSettings.slug.trim()) return refuse('El slug no puede estar vacío.');
    if (!isValidPageId(currentPageId)) return refuse('ID de página no válido para guardar.');
    if (!pageSettings.title.trim()) return refuse('El título no puede estar vacío.');
    try {
      await saving.mutateAsync({
        id: currentPageId,
        fields: { title: pageSettings.title, slug: pageSettings.slug, show_title: pageSettings.show_title },
      });
      toast({ title: '¡Guardado!', description: 'La configuración general de la página está guardada.' });
    } catch (error) {
      console.error('Saving the general settings failed', error);
      const offline = !(error instanceof ApiError) && navigator.onLine === false;
      refuse(offline ? 'Sin conexión: vuelve a pulsar «Guardar cambios» cuando tengas conexión.' : messageOf(error, 'No se pudo actualizar la configuración.'));
    }
  }

  // The public address the page has now, while another slug waits for 'Guardar cambios'.
  const unsavedSlug = entry?.unsaved.slug;
  const savedSlug = pageId !== null && isValidPageId(pageId) && unsavedSlug !== undefined ? (sync.serverSettings(pageId)?.slug ?? null) : null;

  return {
    title: settings.title,
    /** The slug the page is published at now, when a different one waits to be saved. */
    previousSlug: savedSlug && savedSlug !== settings.slug ? savedSlug : null,
    slug: settings.slug,
    showTitle: settings.show_title,
    dirty: hasUnsavedGeneral(entry),
    saving: saving.isPending,
    changeTitle: (title: string) => edit({ title, slug: slugFromTitle(title) }, 'manual'),
    changeSlug: (typed: string) => edit({ slug: sanitizeTypedSlug(typed) }, 'manual'),
    changeShowTitle: (show: boolean) => edit({ show_title: show }, 'manual'),
    save,
  };
}
