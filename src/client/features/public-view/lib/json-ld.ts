import { webHref } from '@shared/href';
import { openingHoursSpecification } from '@shared/opening-hours';
import { pageLanguage } from '@shared/page-identity';
import type { PublicViewData } from '@shared/public-view';
import { readBlock, type ReadBlock } from '@/blocks/lib/item-content';

/**
 * The page's ProfilePage JSON-LD (Google's profile-page markup; issue 38, decision 980): the page,
 * and as its main entity the Person or Organization it is about, with name, description, image and
 * `sameAs`. Block types add their own parts of the entity through ENTITY_PARTS.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What a part of the entity is built from: the page and its visible blocks, read once. */
interface EntitySource {
  data: PublicViewData;
  blocks: readonly ReadBlock[];
}

/** A part of the main entity (more properties), or null when the page has nothing for it. */
type EntityPart = (source: EntitySource) => Record<string, Json> | null;

/**
 * The other profiles of the owner (http(s) only): the social icons, then the link blocks marked
 * 'Verificación (rel="me")', each once. The same addresses get the page's `<link rel="me">`.
 */
export function ownProfiles(data: PublicViewData, blocks: readonly ReadBlock[] = data.items.flatMap((item) => readBlock(item) ?? [])): string[] {
  const urls = data.page.socialLinks.map((link) => link.url);
  for (const block of blocks) if (block.type === 'link' && block.content.relMe) urls.push(block.content.url);
  const web = urls.map(webHref).filter((url): url is string => url !== null);
  return [...new Set(web)];
}

const sameAs: EntityPart = ({ data, blocks }) => {
  const profiles = ownProfiles(data, blocks);
  return profiles.length > 0 ? { sameAs: profiles } : null;
};

/**
 * An 'Horario' block's hours. In schema.org only places have opening hours, so the entity becomes a
 * LocalBusiness (an Organization and a Place at once), which Google reads them from.
 */
const openingHours: EntityPart = ({ blocks }) => {
  const hours = blocks.find((block) => block.type === 'hours');
  if (hours?.type !== 'hours') return null;
  const specification = openingHoursSpecification(hours.content);
  return specification.length > 0 ? { '@type': 'LocalBusiness', openingHoursSpecification: specification as unknown as Json } : null;
};

/** Every block-derived part, in order; a block type with something to say adds one line here. */
const ENTITY_PARTS: readonly EntityPart[] = [sameAs, openingHours];

/** JSON whose text no field can end the script with: <, >, & and the line separators escaped. */
function scriptJson(value: Json): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface ProfilePageFields {
  /** The page's canonical address. */
  url: string;
  description: string;
  /** The photo's absolute address, or null. */
  image: string | null;
}

/** The whole `<script type="application/ld+json">` element of a page. */
export function profilePageJsonLd(data: PublicViewData, fields: ProfilePageFields): string {
  const { page } = data;
  const blocks = data.items.flatMap((item) => readBlock(item) ?? []);
  const entity: Record<string, Json> = {
    '@type': page.profileKind === 'organization' ? 'Organization' : 'Person',
    name: page.title,
    description: fields.description,
    ...(fields.image ? { image: fields.image } : {}),
  };
  for (const part of ENTITY_PARTS) Object.assign(entity, part({ data, blocks }));
  const profilePage: Json = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: fields.url,
    inLanguage: pageLanguage(page.language),
    mainEntity: entity,
  };
  return `<script type="application/ld+json">${scriptJson(profilePage)}</script>`;
}
