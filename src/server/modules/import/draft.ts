import { LIMITS } from '@shared/constants';
import { type ImportBlock, type ImportPreview, importBlockSchema, type ImportSource } from '@shared/schemas/import';
import { pageTitle, socialLinkInput } from '@shared/schemas/page';
import { SOCIAL_LINKS_MAX, SOCIAL_NETWORK_RULES, SOCIAL_NETWORKS, type SocialLink, type SocialNetwork } from '@shared/social';
import { httpUrl } from '@shared/url';

/** What an extractor read from a source, before any check: `toPreview` checks and cuts it. */
export interface Draft {
  source: ImportSource;
  title: string;
  bio: string;
  profileImageUrl: string | null;
  /** Social profiles by the source's own name of the network ('INSTAGRAM', 'github'), or by address alone. */
  socials: { network?: string; url: string }[];
  blocks: ({ type: 'link'; title: string; url: string; visible: boolean } | { type: 'heading'; text: string; visible: boolean })[];
  skipped: { name: string; reason: string }[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The network of a profile: the source's name when it is one of ours, else the address's site. */
function networkOf(name: string | undefined, url: string): SocialNetwork | null {
  const named = name?.toLowerCase().replace(/[^a-z]/g, '');
  const alias: Record<string, SocialNetwork> = { twitter: 'x', mail: 'email', emailaddress: 'email', web: 'website' };
  const candidate = named && ((SOCIAL_NETWORKS as readonly string[]).includes(named) ? (named as SocialNetwork) : alias[named]);
  if (candidate) return candidate;
  if (url.startsWith('mailto:')) return 'email';
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
  for (const network of SOCIAL_NETWORKS) {
    if (SOCIAL_NETWORK_RULES[network].hosts?.some((known) => host === known || host.endsWith(`.${known}`))) return network;
  }
  return null;
}

/**
 * Checks a draft into a preview: every text within its limit (cut with a note), every address
 * through the same schemas the API uses (javascript: and the like refused by name), social profiles
 * of known networks only, at most `LIMITS.importBlocksMax` blocks; whatever does not pass is listed
 * in `skipped` with its reason.
 */
export function toPreview(draft: Draft): ImportPreview {
  const skipped = [...draft.skipped];
  const title = oneLine(draft.title);
  const checkedTitle = pageTitle.safeParse(cut(title, LIMITS.titleMax));
  // eslint-disable-next-line no-control-regex
  const bio = draft.bio.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '').trim();
  if (bio.length > LIMITS.bioMax) skipped.push({ name: 'Biografía', reason: `recortada a ${LIMITS.bioMax} caracteres` });

  const socialLinks: SocialLink[] = [];
  for (const social of draft.socials) {
    const network = networkOf(social.network, social.url);
    const checked = network ? socialLinkInput.safeParse({ network, url: social.url }) : null;
    if (!checked?.success) skipped.push({ name: `Red social ${social.network ?? social.url}`, reason: 'red o dirección no admitida' });
    else if (socialLinks.length >= SOCIAL_LINKS_MAX) skipped.push({ name: `Red social ${social.network ?? social.url}`, reason: `más de ${SOCIAL_LINKS_MAX} redes` });
    else if (!socialLinks.some((link) => link.url === checked.data.url)) socialLinks.push(checked.data);
  }

  const blocks: ImportBlock[] = [];
  for (const block of draft.blocks) {
    const name = block.type === 'link' ? oneLine(block.title) || block.url : oneLine(block.text);
    if (blocks.length >= LIMITS.importBlocksMax) {
      skipped.push({ name: cut(name, 80), reason: `más de ${LIMITS.importBlocksMax} bloques` });
      continue;
    }
    const candidate =
      block.type === 'link'
        ? { type: 'link' as const, title: cut(oneLine(block.title) || block.url, LIMITS.shortTextMax), url: block.url, visible: block.visible }
        : { type: 'heading' as const, text: cut(oneLine(block.text), LIMITS.shortTextMax), visible: block.visible };
    const checked = importBlockSchema.safeParse(candidate);
    if (checked.success) blocks.push(checked.data);
    else skipped.push({ name: cut(name || 'Bloque sin título', 80), reason: checked.error.issues[0]?.message ?? 'no válido' });
  }

  const photo = draft.profileImageUrl ? httpUrl.safeParse(draft.profileImageUrl) : null;
  return {
    source: draft.source,
    title: checkedTitle.success ? checkedTitle.data : 'Página importada',
    bio: cut(bio, LIMITS.bioMax),
    profileImageUrl: photo?.success ? photo.data : null,
    socialLinks,
    blocks,
    skipped: skipped.slice(0, LIMITS.importBlocksMax),
  };
}
