import { brandKeyFor } from '@shared/brand-hosts';
import { MEDIA_PROVIDER_NAMES, mediaPageUrl, mediaPlayerShape, mediaPlayerUrl, readMediaEmbed } from '@shared/media-embed';
import { BrandSvg } from '../lib/brand-svg';
import { EmbedFacade } from '../lib/embed-facade';
import { useGoHref } from '../lib/go-link';
import { buttonStyle, INNER_ACTION, useBrandIcon, usePageLook } from '../lib/look';
import type { BlockRendererProps } from '../lib/types';

/** A TikTok video's player, 9:16 on a phone. */
const PORTRAIT_HEIGHT = 580;

/**
 * 'Música y video' (decision 970): a facade drawn by LinkHub (the provider's mark, the title, a
 * play button), so nothing is asked of the provider until the visitor
 * presses it; without JavaScript it is a counted link to the content on the provider.
 */
export function MediaRenderer({ content, item }: BlockRendererProps<'media'>) {
  const look = usePageLook();
  const embed = content.source ? readMediaEmbed(content.source) : null;
  const pageUrl = embed ? mediaPageUrl(embed) : null;
  const href = useGoHref(item, pageUrl);
  const brand = useBrandIcon(brandKeyFor(pageUrl));
  if (!embed || !href) {
    return <p className="rounded-2xl bg-white px-4 py-3 text-center text-sm text-red-800">Enlace de música o video no reconocido</p>;
  }
  const provider = MEDIA_PROVIDER_NAMES[embed.provider];
  const title = content.title?.trim() ?? '';
  const shape = mediaPlayerShape(embed);
  return (
    <div className="overflow-hidden" style={buttonStyle(look, { tall: true })}>
      <EmbedFacade
        spec={{ src: mediaPlayerUrl(embed), height: shape === 'video' ? undefined : shape === 'portrait' ? PORTRAIT_HEIGHT : shape }}
        href={href}
        label={title ? `Reproducir en ${provider}: ${title}` : `Reproducir en ${provider}`}
        // A video keeps its 16:9 box; audio and TikTok's tall player grow to their height on the tap.
        boxClassName={shape === 'video' ? 'relative aspect-video w-full' : 'relative w-full'}
        className="flex flex-col items-center justify-center gap-2 px-4 py-3 text-center"
      >
        {brand && <BrandSvg icon={brand} className="size-8" />}
        <span className="font-semibold break-words">{title || provider}</span>
        {/* The theme's inner action, as on a subpage card: its CSS is on most pages already (e2e/public-view-budget.spec.ts). */}
        {/* A play mark, no words: the link's name ('Reproducir …: title') then holds all it shows (axe's label-content-name-mismatch). */}
        <span className={INNER_ACTION}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor" className="size-5">
            <path d="M7 4v16l13-8z" />
          </svg>
        </span>
      </EmbedFacade>
    </div>
  );
}
