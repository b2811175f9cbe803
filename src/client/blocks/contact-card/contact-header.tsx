import type { ContactFields } from './contact-fields';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

interface ContactHeaderProps {
  contact: ContactFields;
  eager: boolean;
  titleId?: string;
  as?: 'h2' | 'span';
  /** On the theme's button (the card on the page): the subtitle keeps the label's colour. */
  onButton?: boolean;
}

/** Photo (or initials), name, job title and company. */
export function ContactHeader({ contact, eager, titleId, as: Name = 'span', onButton = false }: ContactHeaderProps) {
  const subtitle = [contact.jobTitle, contact.company].filter(Boolean).join(' · ');
  return (
    <span data-contact-header="" className="flex items-center gap-3">
      {contact.photoUrl ? (
        <img
          src={contact.photoUrl}
          alt=""
          width={56}
          height={56}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-14 shrink-0 rounded-full bg-gray-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gray-200 text-lg font-semibold text-gray-800">
          {initials(contact.name)}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <Name id={titleId} data-contact-name="" className="block truncate text-lg font-semibold">
          {contact.name || 'Contacto'}
        </Name>
        {subtitle && <span data-contact-subtitle="" className={`block truncate text-sm ${onButton ? '' : 'text-gray-600'}`}>{subtitle}</span>}
      </span>
    </span>
  );
}
