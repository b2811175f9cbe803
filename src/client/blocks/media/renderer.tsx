import { brandKeyFor } from '@shared/brand-hosts';
import { MEDIA_PROVIDER_NAMES, mediaPageUrl, mediaPlayerShape, mediaPlayerUrl, readMediaEmbed } from '@shared/media-embed';
import { FacadeCard } from '../lib/facade-card';
import { useGoHref } from '../lib/go-link';
import type { BlockRendererProps } from '../lib/types';

/** A TikTok video's player, 9:16 on a phone. */
const PORTRAIT_HEIGHT = 580;

/**
 * 'Música y video' (decision 970): the shared facade card (the provider's mark, the title, a play
 * mark), so nothing is asked of the provider until the visitor presses it; without JavaScript it
 * is a counted link to the content on the provider.
 */
export function MediaRenderer({ content, item }: BlockRendererProps<'media'>) {
  const embed = content.source ? readMediaEmbed(content.source) : null;
  const pageUrl = embed ? mediaPageUrl(embed) : null;
  const href = useGoHref(item, pageUrl);
  if (!embed || !href) {
    return <p className="rounded-2xl bg-white px-4 py-3 text-center text-sm text-red-800">Enlace de música o video no reconocido</p>;
  }
  const provider = MEDIA_PROVIDER_NAMES[embed.provider];
  const title = content.title?.trim() ?? '';
  const shape = mediaPlayerShape(embed);
  return (
    <FacadeCard
      spec={{ src: mediaPlayerUrl(embed), height: shape === 'video' ? undefined : shape === 'portrait' ? PORTRAIT_HEIGHT : shape }}
      href={href}
      label={title ? `Reproducir en ${provider}: ${title}` : `Reproducir en ${provider}`}
      // A video keeps its 16:9 box; audio and TikTok's tall player grow to their height on the tap.
      boxClassName={shape === 'video' ? 'relative aspect-video w-full' : 'relative w-full'}
      brand={brandKeyFor(pageUrl)}
      title={title || provider}
    />
  );
}
