import { embedFromData, mountEmbed } from '@/blocks/lib/embed-player';
import { element } from './dom';

/**
 * Facades (decisions 301 and 970): a YouTube video, a 'Música y video' block and a contact card's
 * map are links drawn by LinkHub until pressed; nothing is requested from the provider before.
 * Pressed, the link gives way to the provider's player in place. If the player cannot load, the
 * facade comes back and the next press follows the link.
 */
export function install(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-part="embed"]') : null;
    if (!link || link.dataset.failed !== undefined || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const spec = embedFromData(link.dataset);
    if (!spec) return;
    event.preventDefault();
    const slot = element('div', 'size-full');
    link.replaceWith(slot);
    mountEmbed(slot, spec, link.getAttribute('aria-label') ?? '').catch(() => {
      link.dataset.failed = '';
      slot.replaceWith(link);
    });
  });
}
