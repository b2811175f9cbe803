import type { BlockContent } from '@shared/blocks/read';
import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { FOCUS } from '../lib/card';
import { type ContactHrefs, ContactDetails } from './contact-details';
import type { ContactFields } from './contact-fields';
import { ContactHeader } from './contact-header';

interface ContactDialogProps {
  contact: ContactFields;
  content: BlockContent<'contactCard'>;
  vcardUrl: string | null;
  hrefs?: ContactHrefs | undefined;
  titleId: string;
  onClose: () => void;
}

/** A modal <dialog>: the browser traps focus, closes on Escape and gives focus back on close. */
export function ContactDialog({ contact, content, vcardUrl, hrefs, titleId, onClose }: ContactDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  const close = () => {
    const dialog = ref.current;
    if (dialog && typeof dialog.close === 'function') dialog.close();
    else onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && close()}
      className="m-auto w-[min(92vw,26rem)] rounded-2xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/60"
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <ContactHeader contact={contact} eager titleId={titleId} as="h2" />
          </div>
          <button type="button" onClick={close} aria-label="Cerrar" className={`-mr-2 -mt-2 rounded-full p-2 text-gray-700 hover:bg-gray-100 ${FOCUS}`}>
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <ContactDetails contact={contact} content={content} vcardUrl={vcardUrl} hrefs={hrefs} />
      </div>
    </dialog>
  );
}
