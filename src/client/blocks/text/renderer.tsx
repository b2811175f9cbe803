import { safeHref } from '@shared/href';
import { ExternalLink } from '../lib/external-link';
import { useGoHref } from '../lib/go-link';
import { usePageLook } from '../lib/look';
import { textBlockStyle } from '../lib/text-style';
import type { BlockRendererProps } from '../lib/types';

/** Text: the heading's styling on a paragraph that keeps the owner's line breaks. */
export function TextRenderer({ content, item }: BlockRendererProps<'text'>) {
  const look = usePageLook();
  const href = useGoHref(item, safeHref(content.linkUrl) ?? safeHref(item.linkUrl));
  const paragraph = (
    <p
      className="whitespace-pre-wrap break-words rounded-xl px-3 py-2 text-base leading-relaxed"
      style={textBlockStyle(content, { fontWeight: 'normal', textAlign: 'left', role: 'body' }, look)}
    >
      {content.text}
    </p>
  );
  if (!href) return paragraph;
  return (
    <ExternalLink href={href} className="block rounded-xl underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current">
      {paragraph}
    </ExternalLink>
  );
}
