import { Play } from 'lucide-react';
import { EmbedFacade } from '../lib/embed-facade';
import { useGoHref } from '../lib/go-link';
import { buttonStyle, usePageLook } from '../lib/look';
import type { BlockRendererProps } from '../lib/types';

/** YouTube's own preview image of a video (docs/decisions/301-youtube.md). */
function youtubeThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}

/**
 * Click-to-play on the shared facade (decisions 301 and 970): a preview linking to the video;
 * pressing it loads YouTube's player on demand. The frame and the caption are drawn as the theme's
 * button.
 */
export function YoutubeRenderer({ content, item, eager }: BlockRendererProps<'youtube'>) {
  const look = usePageLook();
  // Only the 11-character id, or '' when the row holds no video (the shared reader parses it).
  const { videoId } = content;
  const title = content.title?.trim() ?? '';
  const linkHref = useGoHref(item, videoId ? `https://www.youtube.com/watch?v=${videoId}` : null);

  if (!videoId) {
    return <p className="rounded-2xl bg-white px-4 py-3 text-center text-sm text-red-800">ID de video de YouTube inválido</p>;
  }
  const watchUrl = linkHref ?? `https://www.youtube.com/watch?v=${videoId}`;
  const label = title ? `Reproducir video: ${title}` : 'Reproducir video de YouTube';
  return (
    <figure className="overflow-hidden" style={buttonStyle(look, { tall: true })}>
      <EmbedFacade
        spec={{ videoId }}
        href={watchUrl}
        label={label}
        boxClassName="relative aspect-video w-full bg-black"
        className="block"
      >
        <img
          src={youtubeThumbnail(videoId)}
          alt=""
          width={480}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? undefined : 'async'}
          className="size-full object-cover"
        />
        <span className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition group-hover:scale-110">
          <Play aria-hidden="true" className="ml-1 size-8 fill-current" />
        </span>
      </EmbedFacade>
      {title && <figcaption className="px-4 py-2 text-sm font-medium">{title}</figcaption>}
    </figure>
  );
}
