import { useId, useState } from 'react';
import { ChevronRight } from 'lucide-react';
import { CARD, CARD_LINK } from '../lib/card';
import { safeImageSrc } from '../lib/image-src';
import type { BlockRendererProps } from '../lib/types';
import { useGoHref } from '../lib/go-link';
import { ContactDetails } from './contact-details';
import { ContactDialog } from './contact-dialog';
import { readContact } from './contact-fields';
import { ContactHeader } from './contact-header';

/**
 * Contact card. Without JavaScript it is a <details> that unfolds the contact and its vCard links;
 * with JavaScript the same card opens a dialog instead (docs/decisions/300-public-page.md).
 */
export function ContactCardRenderer({ content, item, mode, eager }: BlockRendererProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const contact = readContact(content, safeImageSrc);
  const vcardUrl = mode === 'public' && item.id ? `/api/items/${item.id}/vcard` : null;
  const hrefs = {
    website: useGoHref(item, contact.website, 'website'),
    linkedin: useGoHref(item, contact.linkedinUrl, 'linkedin'),
    maps: useGoHref(item, contact.mapsHref, 'maps'),
  };

  return (
    <>
      <details className={`${CARD} group`}>
        <summary
          aria-haspopup="dialog"
          className={`flex cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3 [&::-webkit-details-marker]:hidden ${CARD_LINK}`}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <span className="min-w-0 flex-1">
            <ContactHeader contact={contact} eager={eager} />
          </span>
          <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-500 transition group-open:rotate-90" />
        </summary>
        <div className="border-t border-gray-200 p-3">
          <ContactDetails contact={contact} content={content} vcardUrl={vcardUrl} hrefs={hrefs} />
        </div>
      </details>
      {open && (
        <ContactDialog contact={contact} content={content} vcardUrl={vcardUrl} hrefs={hrefs} titleId={titleId} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
