import type { MouseEvent } from 'react';
import { ChevronRight } from 'lucide-react';
import { SUBPAGE_BUTTON_TEXT_DEFAULT } from '@shared/constants';
import { CARD, CARD_LINK } from '../lib/card';
import { readChoice, readNumber, readString } from '../lib/content';
import { safeImageSrc } from '../lib/image-src';
import type { BlockRendererProps } from '../lib/types';

/** Subpage card: image, title and a button; opens /view/page/{pageId}. */
export function SubpageRenderer({ content, mode, eager, onOpenPage }: BlockRendererProps) {
  const pageId = readNumber(content.pageId, 0);
  const valid = Number.isInteger(pageId) && pageId > 0;
  const title = readString(content.title);
  const buttonText = readString(content.buttonText).trim() || SUBPAGE_BUTTON_TEXT_DEFAULT;
  const image = safeImageSrc(content.cardImageUrl);
  const fit = readChoice(content.cardImageStyle, ['cover', 'contain'], 'cover');

  const body = (
    <>
      {image && (
        <img
          src={image}
          alt=""
          width={448}
          height={252}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? undefined : 'async'}
          className={`aspect-video w-full rounded-t-2xl bg-gray-100 ${fit === 'cover' ? 'object-cover' : 'object-contain'}`}
        />
      )}
      <span className="flex items-center gap-3 px-4 py-3">
        <span className="min-w-0 flex-1 truncate font-semibold">{title}</span>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-gray-900 px-4 py-2 text-sm font-semibold text-white">
          {buttonText}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      </span>
    </>
  );
  if (!valid) return <div className={CARD}>{body}</div>;

  const href = `/view/page/${pageId}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenPage || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenPage(pageId);
  };
  return mode === 'preview' ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${CARD} ${CARD_LINK}`}>
      {body}
    </a>
  ) : (
    <a href={href} onClick={onClick} className={`${CARD} ${CARD_LINK}`}>
      {body}
    </a>
  );
}
