import type { HTMLElement } from 'node-html-parser';
import type { Draft } from './draft';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** How Beacons' other block kinds are named in the preview's list of what is not imported. */
const BLOCK_NAMES: Record<string, string> = {
  store: 'Tienda de Beacons',
  media_kit: 'Media kit de Beacons',
  email_signup: 'Suscripción por correo',
  video: 'Vídeo insertado',
  music: 'Reproductor de música',
  tip_jar: 'Propinas',
  form: 'Formulario',
};

/**
 * Beacons' embedded data, recognised by its shape (issue 37): a JSON script (Next.js' `__NEXT_DATA__`
 * or another `application/json` one) holding a `profile` and a list of `blocks`, each with a `type`.
 * Answers the object that holds both, or null.
 */
export function beaconsData(document: HTMLElement): Json | null {
  for (const script of document.querySelectorAll('script[type="application/json"]')) {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent);
    } catch {
      continue;
    }
    const found = findProfile(data, 0);
    if (found) return found;
  }
  return null;
}

/** The first object, up to five levels down, with a `profile` object and a `blocks` array. */
function findProfile(value: unknown, depth: number): Json | null {
  if (!isObject(value) || depth > 5) return null;
  if (isObject(value.profile) && Array.isArray(value.blocks)) return value;
  for (const child of Object.values(value)) {
    const found = findProfile(child, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * A Beacons page from its embedded data: the profile's name, bio and photo, its social icons, then
 * each block in order: a `links` block gives its links, a `heading` or `text_header` block a
 * heading; hidden blocks and links stay hidden; any other kind is named as not imported.
 */
export function extractBeacons(data: Json): Draft {
  const profile = data.profile as Json;
  const socials = Array.isArray(profile.social_links) ? profile.social_links : Array.isArray(data.social_links) ? data.social_links : [];
  const draft: Draft = {
    source: 'beacons',
    title: text(profile.display_name) || text(profile.username),
    bio: text(profile.bio),
    profileImageUrl: text(profile.profile_picture_url) || text(profile.avatar) || null,
    socials: socials.filter(isObject).map((social) => ({ network: text(social.platform) || text(social.type), url: text(social.url) })),
    blocks: [],
    skipped: [],
  };
  for (const block of (data.blocks as unknown[]).filter(isObject)) {
    const type = text(block.type).toLowerCase();
    const blockData = isObject(block.data) ? block.data : block;
    const shown = block.hidden !== true && block.visible !== false;
    const title = text(blockData.title) || text(blockData.text);
    if (type === 'links' || type === 'link') {
      const links = Array.isArray(blockData.links) ? blockData.links.filter(isObject) : [blockData];
      for (const link of links) {
        const url = text(link.url);
        if (url) draft.blocks.push({ type: 'link', title: text(link.title), url, visible: shown && link.hidden !== true });
        else draft.skipped.push({ name: text(link.title) || 'Enlace sin dirección', reason: 'dirección no válida' });
      }
    } else if (type === 'heading' || type === 'text_header' || type === 'header') {
      draft.blocks.push({ type: 'heading', text: title, visible: shown });
    } else {
      const kind = BLOCK_NAMES[type] ?? `Bloque de Beacons (${type || 'sin tipo'})`;
      draft.skipped.push({ name: `${kind}${title ? `: ${title}` : ''}`, reason: 'no disponible' });
    }
  }
  return draft;
}
