import { useEffect, useRef, useState } from 'react';
import { ChevronRight, Link as LinkIcon } from 'lucide-react';
import { safeHref } from '@shared/href';
import { CARD, CARD_LINK } from '../lib/card';
import { readString } from '../lib/content';
import { ExternalLink } from '../lib/external-link';
import { safeImageSrc } from '../lib/image-src';
import type { BlockRendererProps } from '../lib/types';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A favicon that disappears when it fails to load, even if it failed before hydration. */
function Favicon({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return <LinkIcon aria-hidden="true" className="size-5 shrink-0 text-gray-500" />;
  return (
    <img
      ref={ref}
      src={src}
      alt=""
      width={20}
      height={20}
      loading="lazy"
      decoding="async"
      className="size-5 shrink-0 rounded"
      onError={() => setFailed(true)}
    />
  );
}

/** Link card: the title, the site's address and its favicon; opens in a new tab. */
export function LinkRenderer({ content }: BlockRendererProps) {
  const href = safeHref(content.url);
  const title = readString(content.title) || (href ? hostOf(href) : '');
  const favicon = safeImageSrc(content.favicon);
  const body = (
    <span className="flex items-center gap-3 px-4 py-3">
      {favicon ? <Favicon src={favicon} /> : <LinkIcon aria-hidden="true" className="size-5 shrink-0 text-gray-500" />}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{title}</span>
        {href && <span className="block truncate text-sm text-gray-600">{hostOf(href)}</span>}
      </span>
      {href && <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-500" />}
    </span>
  );
  if (!href) return <div className={CARD}>{body}</div>;
  return (
    <ExternalLink href={href} className={`${CARD} ${CARD_LINK}`}>
      {body}
    </ExternalLink>
  );
}
