import { mapsLink } from '@shared/go-links';
import { safeHref } from '@shared/href';
import type { BlockContent } from '@shared/blocks/read';

/** The contact's fields as the card and its dialog show them; unsafe addresses are dropped. */
export interface ContactFields {
  name: string;
  jobTitle: string;
  company: string;
  photoUrl: string | null;
  phone: string;
  phoneHref: string | null;
  email: string;
  emailHref: string | null;
  website: string | null;
  linkedinUrl: string | null;
  address: string;
  mapsHref: string | null;
  notes: string;
}

/** Maps search link for an address (docs/decisions/300-public-page.md); /go checks the same one. */
;

export function readContact(content: BlockContent<'contactCard'>, photo: (value: unknown) => string | null): ContactFields {
  const phone = content.phone?.trim() ?? '';
  const email = content.email?.trim() ?? '';
  const address = content.address?.trim() ?? '';
  const dial = phone.replace(/[^\d+]/g, '');
  const website = safeHref(content.website);
  const linkedin = safeHref(content.linkedinUrl);
  return {
    name: content.name.trim(),
    jobTitle: content.jobTitle?.trim() ?? '',
    company: content.company?.trim() ?? '',
    photoUrl: photo(content.photoUrl),
    phone,
    phoneHref: dial ? safeHref(`tel:${dial}`) : null,
    email,
    emailHref: /^[^\s@]+@[^\s@]+$/.test(email) ? safeHref(`mailto:${email}`) : null,
    website: website?.startsWith('http') ? website : null,
    linkedinUrl: linkedin?.startsWith('http') ? linkedin : null,
    address,
    mapsHref: address ? mapsLink(address) : null,
    notes: content.notes?.trim() ?? '',
  };
}
