import { useMutation } from '@tanstack/react-query';
import { normaliseSocialUrl, SOCIAL_LINKS_MAX, type SocialLink, type SocialNetwork } from '@shared/social';
import { usePageSettings } from '@/lib/saves/use-page-settings';
import { isValidPageId } from '@/lib/saves/page-sync';
import { useEditorStore } from '@/stores/editor-store';
import { ApiError, messageOf } from '@/lib/api-client';

export type AddResult = { ok: true } | { ok: false; error: string };

/**
 * The page's social profiles. Adding waits for the server, which checks the address and stores it
 * in its one form (a WhatsApp number as wa.me, an e-mail as mailto:); its refusal comes back as the
 * field's error and what was typed stays. Removing and reordering show at once and are sent at once.
 */
export function useSocialLinks() {
  const { pageId, settings, edit, sync } = usePageSettings();
  const links = settings.social_links;
  const adding = useMutation({
    mutationFn: async ({ pageId, link }: { pageId: number; link: SocialLink }) => {
      // After anything still on its way, so the list sent is the newest one.
      await sync.flush(pageId);
      const current = useEditorStore.getState().pageSettings.social_links;
      await sync.save(pageId, { social_links: [...current, link] });
    },
  });

  async function add(network: SocialNetwork, typed: string): Promise<AddResult> {
    const checked = normaliseSocialUrl(network, typed);
    if (!checked.ok) return checked;
    if (links.length >= SOCIAL_LINKS_MAX) return { ok: false, error: `No puede haber más de ${SOCIAL_LINKS_MAX} redes sociales` };
    if (!isValidPageId(pageId)) return { ok: false, error: 'No hay una página seleccionada para guardar.' };
    try {
      await adding.mutateAsync({ pageId, link: { network, url: checked.url } });
      return { ok: true };
    } catch (error) {
      console.error('Could not add the social link', error);
      if (!(error instanceof ApiError)) return { ok: false, error: 'No se pudo añadir: revisa tu conexión y vuelve a intentarlo.' };
      // A refused field reads 'socialLinks.3.url: <message>': the field shows the message alone.
      return { ok: false, error: messageOf(error, 'No se pudo añadir la red social.').replace(/^socialLinks(\.\d+)?(\.\w+)?: /, '') };
    }
  }

  function remove(index: number) {
    edit({ social_links: links.filter((_, at) => at !== index) }, 'immediate');
  }

  function reorder(next: SocialLink[]) {
    edit({ social_links: next }, 'immediate');
  }

  return { links, adding: adding.isPending, full: links.length >= SOCIAL_LINKS_MAX, add, remove, reorder, position: settings.social_position, edit };
}
