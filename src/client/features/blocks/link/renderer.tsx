import { useEffect, useRef, useState } from 'react';
import { ChevronRight, Link as LinkIcon, Mail, Phone } from 'lucide-react';
import { appLinkKind, safeHref } from '@shared/href';
import { CARD, CARD_LINK } from '../lib/card';
import { readString } from '../lib/content';
import { ExternalLink } from '../lib/external-link';
import { useGoHref } from '../lib/go-link';
import { safeImageSrc } from '../lib/image-src';
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

const ICONS = { mailto: Mail, tel: Phone, web: LinkIcon } as const;

function KindIcon({ kind }: { kind: keyof typeof ICONS }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" className="size-5 shrink-0 text-gray-500" />;
}

/**
 * The owner's icon for the link (an uploaded image, the block's `favicon`), which gives way to the
 * plain icon when it fails to load, even if it failed before hydration.
 */
function Favicon({ src, kind }: { src: string; kind: keyof typeof ICONS }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return <KindIcon kind={kind} />;
  return (
    <img
      ref={ref}
      src={src}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      decoding="async"
      className="size-8 shrink-0 rounded-lg object-cover"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * Link card: the owner's icon, the title and the address (site, e-mail or phone). Web addresses
 * open in a new tab; mailto: and tel: open the visitor's mail or phone app from the page itself.
 */
export function LinkRenderer({ content, item }: BlockRendererProps) {
  const href = safeHref(content.url);
  const goHref = useGoHref(item, href);
  const kind = href ? (appLinkKind(href) ?? 'web') : 'web';
  const address = href ? addressOf(href) : '';
  const title = readString(content.title) || address;
  const favicon = safeImageSrc(content.favicon);
  const body = (
    <span className="flex min-h-11 items-center gap-3 px-4 py-3">
      {favicon ? <Favicon src={favicon} kind={kind} /> : <KindIcon kind={kind} />}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{title}</span>
        {address && <span className="block truncate text-sm text-gray-600">{address}</span>}
      </span>
      {href && <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-500" />}
    </span>
  );
  if (!href) return <div className={CARD}>{body}</div>;
  if (kind !== 'web') {
    return (
      <a href={href} className={`${CARD} ${CARD_LINK}`}>
        {body}
      </a>
    );
  }
  return (
    <ExternalLink href={goHref ?? href} className={`${CARD} ${CARD_LINK}`}>
      {body}
    </ExternalLink>
  );
}
