import { useId, useState } from 'react';
import { ChevronRight } from 'lucide-react';
import { safeImageSrc } from '../lib/image-src';
import { buttonStyle, usePageLook } from '../lib/look';
import type { BlockRendererProps } from '../lib/types';
import { useGoHref } from '../lib/go-link';
import { ContactDetails } from './contact-details';
import { ContactDialog } from './contact-dialog';
import { readContact } from './contact-fields';
import { ContactHeader } from './contact-header';

/**
 * Contact card. Without JavaScript it is a <details> that unfolds the contact and its vCard links;
 * with JavaScript the same card opens a dialog instead (docs/decisions/300-public-page.md). The card
 * is drawn as the theme's button; the unfolded details sit on a white panel, as in the dialog.
 */
export function ContactCardRenderer({ content, item, mode, eager }: BlockRendererProps<'contactCard'>) {
  const [open, setOpen] = useState(false);
  const look = usePageLook();
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
      <details data-part="contact" className="group block w-full" style={buttonStyle(look, { tall: true })}>
        <summary
          aria-haspopup="dialog"
          className="flex cursor-pointer list-none items-center gap-3 rounded-[inherit] px-4 py-3 transition hover:brightness-[1.03] focus-visible:outline-2 focus-visible:outline-offset-4 motion-reduce:transition-none [&::-webkit-details-marker]:hidden"
          style={{ outlineColor: look.textColor }}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <span className="min-w-0 flex-1">
            <ContactHeader contact={contact} eager={eager} onButton />
          </span>
          <ChevronRight aria-hidden="true" className="size-5 shrink-0 transition group-open:rotate-90" />
        </summary>
        <div data-contact-details="" className="m-1.5 mt-0 rounded-xl bg-white p-3 text-gray-900">
          <ContactDetails contact={contact} content={content} vcardUrl={vcardUrl} hrefs={hrefs} />
        </div>
      </details>
      {open && (
        <ContactDialog contact={contact} content={content} vcardUrl={vcardUrl} hrefs={hrefs} titleId={titleId} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
