import { safeHref } from '@shared/href';
import { ExternalLink } from '../lib/external-link';
import { useGoHref } from '../lib/go-link';
import { usePageLook } from '../lib/look';
import { textBlockStyle } from '../lib/text-style';
import type { BlockRendererProps } from '../lib/types';

const TAGS = { large: 'h1', medium: 'h2', small: 'h3' } as const;
const TEXT_SIZES = { large: 'text-3xl', medium: 'text-2xl', small: 'text-xl' } as const;

/** Heading: large/medium/small as h1/h2/h3; a linkUrl wraps it in a link opening a new tab. */
export function HeadingRenderer({ content, item }: BlockRendererProps<'heading'>) {
  const look = usePageLook();
  const { size } = content;
  const Tag = TAGS[size];
  const href = useGoHref(item, safeHref(content.linkUrl) ?? safeHref(item.linkUrl));
  const heading = (
    <Tag
      className={`whitespace-pre-wrap break-words rounded-xl px-3 py-2 leading-tight ${TEXT_SIZES[size]}`}
      style={textBlockStyle(content, { fontWeight: 'bold', textAlign: 'center', role: 'heading' }, look)}
    >
      {content.text}
    </Tag>
  );
  // A collapsible heading is the section's <summary>: no link inside what opens it.
  if (!href || content.collapsible) return heading;
  return (
    <ExternalLink href={href} className="block rounded-xl underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current">
      {heading}
    </ExternalLink>
  );
}
