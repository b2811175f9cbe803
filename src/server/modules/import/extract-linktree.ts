import type { HTMLElement } from 'node-html-parser';
import type { Draft } from './draft';

/** Linktree's link types that are a plain link, and the ones that are a section title. */
const LINK_TYPES = new Set(['CLASSIC', 'LINK', 'URL', 'FEATURED']);
const HEADER_TYPES = new Set(['HEADER', 'SECTION', 'HEADING']);
/** How some of Linktree's other types are named in the preview's list of what is not imported. */
const TYPE_NAMES: Record<string, string> = {
  COMMERCE_PRODUCT: 'Tienda de Linktree',
  SHOP: 'Tienda de Linktree',
  MUSIC: 'Reproductor de música',
  VIDEO: 'Vídeo insertado',
  FORM: 'Formulario',
  EMAIL_SIGNUP: 'Suscripción por correo',
  PAYMENT: 'Pagos',
  TIP_JAR: 'Propinas',
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The page's embedded Next.js data when it is a Linktree profile: its `pageProps` with an account. */
export function linktreeData(document: HTMLElement): Json | null {
  const script = document.querySelector('script#__NEXT_DATA__');
  if (!script) return null;
  let data: unknown;
  try {
    data = JSON.parse(script.textContent);
  } catch {
    return null;
  }
  const props = isObject(data) && isObject(data.props) && isObject(data.props.pageProps) ? data.props.pageProps : null;
  return props && isObject(props.account) ? props : null;
}

/**
 * A Linktree profile from its embedded data (issue 37): title, bio, photo, social icons, links and
 * headers in their order; hidden and scheduled links are kept hidden; other kinds (shop, music,
 * forms) are named as not imported. Fields that are missing or of another shape are left out.
 */
export function extractLinktree(pageProps: Json): Draft {
  const account = pageProps.account as Json;
  const links = Array.isArray(pageProps.links) ? pageProps.links : Array.isArray(account.links) ? account.links : [];
  const socials = Array.isArray(pageProps.socialLinks) ? pageProps.socialLinks : Array.isArray(account.socialLinks) ? account.socialLinks : [];
  const draft: Draft = {
    source: 'linktree',
    title: text(account.pageTitle) || text(account.username),
    bio: text(account.description),
    profileImageUrl: text(account.profilePictureUrl) || null,
    socials: socials.filter(isObject).map((social) => ({ network: text(social.type), url: text(social.url) })),
    blocks: [],
    skipped: [],
  };
  const ordered = links.filter(isObject).sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
  for (const link of ordered) {
    const type = text(link.type).toUpperCase() || 'CLASSIC';
    const title = text(link.title);
    const scheduled = isObject(link.rules) && isObject(link.rules.schedule);
    const visible = link.active !== false && link.isHidden !== true && !scheduled;
    if (HEADER_TYPES.has(type)) draft.blocks.push({ type: 'heading', text: title, visible });
    else if (LINK_TYPES.has(type) && text(link.url)) {
      draft.blocks.push({ type: 'link', title, url: text(link.url), visible });
      if (scheduled) draft.skipped.push({ name: title || text(link.url), reason: 'programado en Linktree: importado oculto' });
      if (link.locked) draft.skipped.push({ name: title || text(link.url), reason: 'bloqueado en Linktree: importado sin bloqueo' });
    } else draft.skipped.push({ name: `${TYPE_NAMES[type] ?? `Bloque de Linktree (${type.toLowerCase()})`}${title ? `: ${title}` : ''}`, reason: 'no disponible' });
  }
  return draft;
}
