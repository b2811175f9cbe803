import type { MouseEvent } from 'react';
import { ChevronRight } from 'lucide-react';
import { SUBPAGE_BUTTON_TEXT_DEFAULT } from '@shared/constants';
import { BUTTON_CARD } from '../lib/card';
import { safeImageSrc } from '../lib/image-src';
import { buttonStyle, INNER_ACTION, usePageLook } from '../lib/look';
import type { BlockRendererProps } from '../lib/types';

/** Subpage card in the page's button style: image, title and its button; opens /view/page/{pageId}. */
export function SubpageRenderer({ content, mode, eager, onOpenPage }: BlockRendererProps<'subpage'>) {
  const look = usePageLook();
  const { pageId, title } = content;
  const valid = Number.isInteger(pageId) && pageId > 0;
  const buttonText = content.buttonText?.trim() || SUBPAGE_BUTTON_TEXT_DEFAULT;
  const image = safeImageSrc(content.cardImageUrl);
  const fit = content.cardImageStyle;
  const style = buttonStyle(look, { tall: Boolean(image) });

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
          className={`aspect-video w-full bg-black/5 ${fit === 'cover' ? 'object-cover' : 'object-contain'}`}
        />
      )}
      <span className="flex flex-col items-center gap-2 px-4 py-3 text-center">
        {title && <span className="block max-w-full break-words font-semibold leading-snug">{title}</span>}
        <span className={INNER_ACTION}>
          {buttonText}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      </span>
    </>
  );
  const className = `${BUTTON_CARD} overflow-hidden`;
  if (!valid) {
    return (
      <div className={className} style={style}>
        {body}
      </div>
    );
  }

  const href = `/view/page/${pageId}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenPage || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenPage(pageId);
  };
  return mode === 'preview' ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} style={style}>
      {body}
    </a>
  ) : (
    // data-part: the public page opens it in place (src/client/page-scripts/subpages.ts).
    <a href={href} onClick={onClick} data-part="subpage" className={className} style={style}>
      {body}
    </a>
  );
}
