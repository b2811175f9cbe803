// No React here: the public page's facade script (page-scripts/embeds.ts) and the renderers share it.
import { mountPlayer } from '../youtube/player';

/**
 * What a facade starts when it is pressed (decision 970): YouTube's player through its IFrame API
 * (decision 301), or any other provider's player frame at `src`.
 */
export type EmbedSpec = { videoId: string } | { src: string; height?: number | undefined };

/**
 * The facade link's data attributes for a spec (read back by `embedFromData`). The player's title
 * is the link's own accessible name, not repeated: every byte counts on the public page.
 */
export function embedData(spec: EmbedSpec): Record<string, string> {
  return 'videoId' in spec
    ? { 'data-part': 'embed', 'data-video-id': spec.videoId }
    : { 'data-part': 'embed', 'data-embed-src': spec.src, ...(spec.height ? { 'data-embed-height': String(spec.height) } : {}) };
}

export function embedFromData(data: DOMStringMap): EmbedSpec | null {
  if (data.videoId) return { videoId: data.videoId };
  const height = Number(data.embedHeight);
  if (data.embedSrc && /^https:\/\//.test(data.embedSrc)) return { src: data.embedSrc, height: height > 0 && height <= 1000 ? height : undefined };
  return null;
}

/**
 * Fills `slot` with the playing player, named `title` (the facade's accessible name); resolves to a
 * cleanup function, rejects when it cannot load.
 */
export async function mountEmbed(slot: HTMLElement, spec: EmbedSpec, title: string): Promise<() => void> {
  slot.title = title;
  if ('videoId' in spec) {
    const target = document.createElement('div');
    slot.replaceChildren(target);
    return mountPlayer(target, spec.videoId);
  }
  const frame = document.createElement('iframe');
  frame.src = spec.src;
  frame.title = title;
  frame.allow = 'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.width = '100%';
  frame.height = '100%';
  frame.style.display = 'block';
  // The facade is compact; the player takes its own height (a tap's layout shift is not counted).
  if (spec.height) slot.style.height = `${spec.height}px`;
  slot.replaceChildren(frame);
  return () => frame.remove();
}
