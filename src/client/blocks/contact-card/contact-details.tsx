import type { BlockContent } from '@shared/blocks/read';
import type { ReactNode } from 'react';
import { BriefcaseBusiness, Globe, Mail, MapPin, Phone } from 'lucide-react';
import { mapsEmbedLink } from '@shared/href';
import { EmbedFacade } from '../lib/embed-facade';
import { ExternalLink } from '../lib/external-link';
import { FOCUS } from '../lib/card';
import type { ContactFields } from './contact-fields';

/** Where the card's web rows lead: /go/... on the public page (counted clicks), else the addresses themselves. */
export interface ContactHrefs {
  website: string | null;
  linkedin: string | null;
  maps: string | null;
}
import { SaveButtons } from './save-buttons';

const ROW = `flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-gray-900 hover:bg-gray-100 ${FOCUS}`;

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span aria-hidden="true" className="text-gray-600">{icon}</span>
      <span className="min-w-0 break-words">{children}</span>
    </>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Ways to reach the contact (tel:, mailto:, LinkedIn, website, maps) and the two save buttons. */
export function ContactDetails({
  contact,
  content,
  vcardUrl,
  hrefs,
}: {
  contact: ContactFields;
  content: BlockContent<'contactCard'>;
  vcardUrl: string | null;
  hrefs?: ContactHrefs | undefined;
}) {
  const icon = 'size-5';
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-1">
        {contact.phoneHref && (
          <li>
            <a href={contact.phoneHref} className={ROW}>
              <Row icon={<Phone className={icon} />}>{contact.phone}</Row>
            </a>
          </li>
        )}
        {contact.emailHref && (
          <li>
            <a href={contact.emailHref} className={ROW}>
              <Row icon={<Mail className={icon} />}>{contact.email}</Row>
            </a>
          </li>
        )}
        {contact.linkedinUrl && (
          <li>
            <ExternalLink href={hrefs?.linkedin ?? contact.linkedinUrl} className={ROW}>
              <Row icon={<BriefcaseBusiness className={icon} />}>LinkedIn</Row>
            </ExternalLink>
          </li>
        )}
        {contact.website && (
          <li>
            <ExternalLink href={hrefs?.website ?? contact.website} className={ROW}>
              <Row icon={<Globe className={icon} />}>{hostOf(contact.website)}</Row>
            </ExternalLink>
          </li>
        )}
        {contact.mapsHref && (
          <li>
            <ExternalLink href={hrefs?.maps ?? contact.mapsHref} className={ROW}>
              <Row icon={<MapPin className={icon} />}>{contact.address}</Row>
            </ExternalLink>
          </li>
        )}
        {contact.mapsHref && content.showMap && (
          <li>
            <EmbedFacade
              spec={{ src: mapsEmbedLink(contact.address) }}
              href={hrefs?.maps ?? contact.mapsHref}
              label={`Ver el mapa de ${contact.address}`}
              boxClassName="h-48 w-full overflow-hidden rounded-xl bg-gray-100"
              className="flex flex-col items-center justify-center gap-2 px-3 text-center text-gray-900"
            >
              <MapPin aria-hidden="true" className="size-8 text-gray-700" />
              <span className="text-sm font-semibold">Ver mapa</span>
              <span className="text-xs text-gray-700">Se carga desde Google Maps al pulsar</span>
            </EmbedFacade>
          </li>
        )}
      </ul>
      {contact.notes && <p className="whitespace-pre-wrap break-words px-3 text-sm text-gray-700">{contact.notes}</p>}
      <SaveButtons content={content} vcardUrl={vcardUrl} />
    </div>
  );
}
