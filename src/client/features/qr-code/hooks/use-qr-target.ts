import { usePageSync, usePageSyncEntry } from '@/lib/saves/use-page-sync';
import { useEditorStore } from '@/stores/editor-store';
import { pageUrlById, pageUrlBySlug } from '@/lib/public-url';
import { usePageDomains } from '@/api/domains/domains';

/** What the code opens: 'page' is the address by slug (the default), 'id' the permanent one. */
export type QrType = 'page' | 'id';

function qrTypeOf(value: string): QrType {
  return value === 'id' ? 'id' : 'page';
}

/**
 * The address the QR code holds. It uses the saved slug: a slug typed but not saved yet opens
 * nothing, and a printed code must keep working.
 */
export function useQrTarget() {
  const sync = usePageSync();
  const pageId = useEditorStore((state) => state.currentPageId);
  const slug = useEditorStore((state) => state.pageSettings.slug);
  const type = qrTypeOf(useEditorStore((state) => state.qrSettings.type));
  const entry = usePageSyncEntry(pageId);
  const slugUnsaved = !!entry && 'slug' in entry.unsaved;
  const savedSlug = slugUnsaved && pageId !== null ? (sync.serverSettings(pageId)?.slug ?? slug) : slug;
  // An active domain of the page's own (issue 39) is its address: the code opens its root.
  const domain = usePageDomains(pageId).data?.domains.find((entry) => entry.state === 'active')?.domain;
  const url = domain ? `${window.location.protocol}//${domain}/` : type === 'id' && pageId !== null ? pageUrlById(pageId) : pageUrlBySlug(savedSlug);
  const fileName = type === 'id' ? `qr-pagina-${pageId}` : `qr-${savedSlug}`;
  return { type, url, fileName, slugUnsaved: slugUnsaved && type === 'page' };
}
