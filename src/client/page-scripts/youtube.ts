import { mountPlayer } from '@/blocks/youtube/player';
import { element } from './dom';

/**
 * Click-to-play (decision 301): the preview is a link to the video; pressed, it gives way to
 * YouTube's player, whose script loads only then. If the player cannot load, the preview comes back
 * and the next press follows the link.
 */
export function install(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-part="youtube"]') : null;
    if (!link || link.dataset.failed !== undefined || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const videoId = link.dataset.videoId;
    if (!videoId) return;
    event.preventDefault();
    const slot = element('div', 'size-full');
    slot.title = link.dataset.videoTitle || 'Video de YouTube';
    const target = document.createElement('div');
    slot.append(target);
    link.replaceWith(slot);
    mountPlayer(target, videoId).catch(() => {
      link.dataset.failed = '';
      slot.replaceWith(link);
    });
  });
}
