import { FacadeCard } from '../lib/facade-card';
import { useGoHref } from '../lib/go-link';
import type { BlockRendererProps } from '../lib/types';

/**
 * Click-to-play on the shared facade card (decisions 301, 970, 973): YouTube's mark, the title and
 * a play mark in the theme's button, so nothing is asked of YouTube (not even its thumbnail) until
 * the visitor presses it; without JavaScript it is a counted link to the video.
 */
export function YoutubeRenderer({ content, item }: BlockRendererProps<'youtube'>) {
  // Only the 11-character id, or '' when the row holds no video (the shared reader parses it).
  const { videoId } = content;
  const title = content.title?.trim() ?? '';
  const linkHref = useGoHref(item, videoId ? `https://www.youtube.com/watch?v=${videoId}` : null);

  if (!videoId) {
    return <p className="rounded-2xl bg-white px-4 py-3 text-center text-sm text-red-800">ID de video de YouTube inválido</p>;
  }
  return (
    <FacadeCard
      spec={{ videoId }}
      href={linkHref ?? `https://www.youtube.com/watch?v=${videoId}`}
      label={title ? `Reproducir video: ${title}` : 'Reproducir video de YouTube'}
      boxClassName="relative aspect-video w-full"
      brand="youtube"
      title={title || 'YouTube'}
    />
  );
}
