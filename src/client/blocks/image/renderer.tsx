import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { IMAGE_BUTTON_TEXT_DEFAULT } from '@shared/constants';
import { safeHref } from '@shared/href';
import { BUTTON_CARD } from '../lib/card';
import { ExternalLink } from '../lib/external-link';
import { useGoHref } from '../lib/go-link';
import { safeImageSrc } from '../lib/image-src';
import { buttonStyle, INNER_ACTION, usePageLook } from '../lib/look';
import type { BlockRendererProps } from '../lib/types';

/**
 * Box sizes per preset (docs/decisions/300-public-page.md): banner and contained images sit in a
 * box of fixed proportions so the page never shifts while they load; 'actual' keeps its own size.
 */
const PRESET_BOX = {
  banner: { width: 1200, height: 400, className: 'aspect-[3/1] w-full object-cover' },
  contain: { width: 800, height: 600, className: 'aspect-[4/3] w-full object-contain' },
  actual: { width: undefined, height: undefined, className: 'mx-auto h-auto max-w-full' },
} as const;

/** Image: preset size, optional border and link; the 'web' layout with a link is a card with a button. */
export function ImageRenderer({ content, item, mode, eager }: BlockRendererProps<'image'>) {
  const look = usePageLook();
  const src = safeImageSrc(content.imageUrl);
  const href = useGoHref(item, safeHref(content.linkUrl) ?? safeHref(item.linkUrl));
  const alt = content.altText;
  const loading = eager ? 'eager' : 'lazy';

  if (content.layoutType === 'web' && href) {
    const title = content.title?.trim() ?? '';
    const buttonText = content.buttonText?.trim() || IMAGE_BUTTON_TEXT_DEFAULT;
    return (
      <ExternalLink href={href} className={`${BUTTON_CARD} overflow-hidden`} style={buttonStyle(look, { tall: Boolean(src) })}>
        {src && (
          <img src={src} alt={alt} width={800} height={450} loading={loading} decoding={eager ? undefined : 'async'} className="aspect-video w-full bg-black/5 object-cover" />
        )}
        <span className="flex flex-col items-center gap-2 px-4 py-3 text-center">
          {title && <span className="block max-w-full break-words text-lg font-semibold leading-snug">{title}</span>}
          <span className={INNER_ACTION}>
            {buttonText}
            <ExternalLinkIcon aria-hidden="true" className="size-4" />
          </span>
        </span>
      </ExternalLink>
    );
  }

  if (!src) {
    return mode === 'preview' ? (
      <div className="flex aspect-[4/3] w-full items-center justify-center rounded-2xl border border-dashed border-gray-400 bg-gray-50 text-sm text-gray-600">
        Sin imagen
      </div>
    ) : null;
  }

  const box = PRESET_BOX[content.sizePreset];
  const bordered = content.showBorder;
  const image = (
    <img
      src={src}
      alt={alt}
      width={box.width}
      height={box.height}
      loading={loading}
      decoding={eager ? undefined : 'async'}
      className={`block ${box.className} ${bordered ? 'rounded-2xl border-4 border-white shadow-md ring-1 ring-black/10' : 'rounded-2xl'}`}
    />
  );
  if (!href) return image;
  return (
    <ExternalLink href={href} className="block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
      {image}
    </ExternalLink>
  );
}
