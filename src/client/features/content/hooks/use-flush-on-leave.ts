import { useEffect } from 'react';
import { useItemSync } from '@/lib/saves/use-item-sync';

/**
 * The last keystrokes are saved whatever way the editor is left: unmounting (another page, another
 * tab, signing out) sends what waits; the page being hidden or unloaded sends it with keepalive
 * requests (docs/decisions/501-flush-on-leave.md).
 */
export function useFlushOnLeave(pageId: number | null) {
  const sync = useItemSync();

  useEffect(() => {
    if (pageId === null) return;
    return () => void sync.flushPage(pageId);
  }, [sync, pageId]);

  useEffect(() => {
    const onPageHide = () => sync.flushKeepalive();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') sync.flushKeepalive();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [sync]);
}
