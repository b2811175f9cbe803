import { useCallback, useEffect, useRef, useState } from 'react';
import { Play } from 'lucide-react';
import { ExternalLink } from '../lib/external-link';
import { useGoHref } from '../lib/go-link';
import { buttonStyle, usePageLook } from '../lib/look';
import type { BlockRendererProps } from '../lib/types';
import { mountPlayer } from './player';

/** YouTube's own preview image of a video (docs/decisions/301-youtube.md). */
function youtubeThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}

function Player({ videoId, title, onFail }: { videoId: string; title: string; onFail: () => void }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = slot.current;
    if (!host) return;
    const target = document.createElement('div');
    host.replaceChildren(target);
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    mountPlayer(target, videoId).then(
      (destroy) => (cancelled ? destroy() : (cleanup = destroy)),
      () => !cancelled && onFail(),
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [videoId, onFail]);
  return <div ref={slot} className="size-full" title={title} />;
}

/**
 * Click-to-play: a preview linking to the video; pressing it loads YouTube's player on demand. The
 * frame and the caption are drawn as the theme's button.
 */
export function YoutubeRenderer({ content, item, eager }: BlockRendererProps<'youtube'>) {
  const look = usePageLook();
  // Only the 11-character id, or '' when the row holds no video (the shared reader parses it).
  const { videoId } = content;
  const title = content.title?.trim() ?? '';
  const [state, setState] = useState<'preview' | 'playing' | 'failed'>('preview');
  const onFail = useCallback(() => setState('failed'), []);
  const linkHref = useGoHref(item, videoId ? `https://www.youtube.com/watch?v=${videoId}` : null);

  if (!videoId) {
    return <p className="rounded-2xl bg-white px-4 py-3 text-center text-sm text-red-800">ID de video de YouTube inválido</p>;
  }
  const watchUrl = linkHref ?? `https://www.youtube.com/watch?v=${videoId}`;
  const label = title ? `Reproducir video: ${title}` : 'Reproducir video de YouTube';
  return (
    <figure className="overflow-hidden" style={buttonStyle(look, { tall: true })}>
      <div className="relative aspect-video w-full bg-black">
        {state === 'playing' ? (
          <Player videoId={videoId} title={title || 'Video de YouTube'} onFail={onFail} />
        ) : (
          <ExternalLink
            href={watchUrl}
            aria-label={label}
            // The public page's click-to-play (src/client/page-scripts/youtube.ts) reads these.
            data-part="youtube"
            data-video-id={videoId}
            data-video-title={title || undefined}
            className="group block size-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            onClick={(event) => {
              if (state === 'failed' || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              setState('playing');
            }}
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
          </ExternalLink>
        )}
      </div>
      {title && <figcaption className="px-4 py-2 text-sm font-medium">{title}</figcaption>}
    </figure>
  );
}
