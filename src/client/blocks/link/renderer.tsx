import { useEffect, useRef, useState } from 'react';
import { Mail, Phone } from 'lucide-react';
import { appLinkKind, safeHref } from '@shared/href';
import { brandKeyFor } from '@shared/brand-hosts';
import { BrandSvg } from '../lib/brand-svg';
import { BUTTON_CARD } from '../lib/card';
import { FeaturedLink } from './featured-link';
import { ExternalLink } from '../lib/external-link';
import { useGoHref } from '../lib/go-link';
import { safeImageSrc } from '../lib/image-src';
import { buttonStyle, useBrandIcon, usePageLook } from '../lib/look';
import type { BlockRendererProps } from '../lib/types';

/** What the card shows under the title: the site ('example.com'), the e-mail address or the number. */
function addressOf(href: string): string {
  try {
    const url = new URL(href);
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') return decodeURIComponent(url.pathname).split('?')[0] ?? '';
    return url.hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

const APP_ICONS = { mailto: Mail, tel: Phone } as const;

/** The icon a link gets without one of its own: the site's brand, or mail and phone; else none. */
function AutoIcon({ href, kind }: { href: string | null; kind: 'mailto' | 'tel' | 'web' }) {
  const brand = useBrandIcon(kind === 'web' ? brandKeyFor(href) : null);
  if (kind !== 'web') {
    const Icon = APP_ICONS[kind];
    return <Icon aria-hidden="true" className="size-6" />;
  }
  return brand ? <BrandSvg icon={brand} className="size-6" /> : null;
}

/**
 * The owner's icon for the link (an uploaded image, the block's `favicon`), which gives way to the
 * automatic icon when it fails to load, even if it failed before hydration.
 */
function Favicon({ src, href, kind }: { src: string; href: string | null; kind: 'mailto' | 'tel' | 'web' }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return <AutoIcon href={href} kind={kind} />;
  return (
    <img
      ref={ref}
      src={src}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      decoding="async"
      className="size-8 rounded-lg object-cover"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * Link button (issue 18): the page's button style, the title centred, an icon on the left (the
 * owner's, else the site's brand), the address under the title when the page shows it. Web
 * addresses open in a new tab; mailto: and tel: open the visitor's mail or phone app in place.
 */
export function LinkRenderer({ content, item, eager }: BlockRendererProps<'link'>) {
  const look = usePageLook();
  const href = safeHref(content.url);
  const goHref = useGoHref(item, href);
  const kind = href ? (appLinkKind(href) ?? 'web') : 'web';
  const address = href ? addressOf(href) : '';
  const title = content.title || address;
  const favicon = safeImageSrc(content.favicon);
  const brand = useBrandIcon(kind === 'web' ? brandKeyFor(href) : null);
  const hasIcon = Boolean(favicon) || kind !== 'web' || brand !== null;
  if (content.display === 'featured') {
    const external = kind === 'web';
    const target = href && external ? (goHref ?? href) : href;
    return <FeaturedLink href={target} external={external} title={title} description={content.description ?? ''} image={safeImageSrc(content.imageUrl)} eager={eager} />;
  }
  const body = (
    <span className={`flex min-h-14 items-center justify-center py-3 text-center ${hasIcon ? 'px-14' : 'px-5'}`}>
      {hasIcon && (
        <span className="absolute left-3 top-1/2 grid size-8 -translate-y-1/2 place-items-center">
          {favicon ? <Favicon src={favicon} href={href} kind={kind} /> : <AutoIcon href={href} kind={kind} />}
        </span>
      )}
      <span className="min-w-0">
        <span className="block break-words font-semibold leading-snug">{title}</span>
        {look.showLinkDomain && address && <span className="block truncate text-sm leading-snug">{address}</span>}
      </span>
    </span>
  );
  const style = buttonStyle(look);
  if (!href) {
    return (
      <div className={BUTTON_CARD} style={style}>
        {body}
      </div>
    );
  }
  if (kind !== 'web') {
    return (
      <a href={href} className={BUTTON_CARD} style={style}>
        {body}
      </a>
    );
  }
  return (
    <ExternalLink href={goHref ?? href} me={content.relMe} className={BUTTON_CARD} style={style}>
      {body}
    </ExternalLink>
  );
}
