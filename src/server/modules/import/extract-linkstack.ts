import type { Draft } from './draft';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** LinkStack's button ids that are not a plain link (its `buttons` table). */
const HEADING = 42;
const SPACER = 43;
const TEXT = 93;
const ICON = 94;

/**
 * A LinkStack export ('Exportar todos los datos' of its admin panel), recognised by its shape
 * (issue 37): an object with a `user` (with `littlelink_name` or `name`) and a `links` array whose
 * entries have a `button_id`.
 */
export function isLinkStackExport(data: unknown): data is Json {
  if (!isObject(data) || !Array.isArray(data.links)) return false;
  const user = Array.isArray(data.user) ? data.user[0] : data.user;
  return isObject(user) && data.links.some((link) => isObject(link) && 'button_id' in link);
}

/**
 * A LinkStack page from its export: its name and description, social icons (button 94), headings
 * (42) and links in their `order`; links marked not to show (`up_link` "no") imported hidden;
 * spacers, texts and what has no address are named as not imported.
 */
export function extractLinkStack(data: Json): Draft {
  const user = (Array.isArray(data.user) ? data.user[0] : data.user) as Json;
  const draft: Draft = {
    source: 'linkstack',
    title: text(user.littlelink_name) || text(user.name),
    bio: text(user.littlelink_description).replace(/<[^>]*>/g, ''),
    profileImageUrl: null,
    socials: [],
    blocks: [],
    skipped: [],
  };
  const links = (data.links as unknown[]).filter(isObject).sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
  for (const link of links) {
    const button = Number(link.button_id);
    const title = text(link.title);
    const url = text(link.link);
    const visible = link.up_link !== 'no';
    if (button === ICON) draft.socials.push({ network: text(link.title) || undefined, url });
    else if (button === HEADING) draft.blocks.push({ type: 'heading', text: title, visible });
    else if (button === SPACER) draft.skipped.push({ name: 'Espacio de LinkStack', reason: 'no disponible' });
    else if (button === TEXT) draft.skipped.push({ name: `Texto de LinkStack${title ? `: ${title}` : ''}`, reason: 'no disponible' });
    else if (url) draft.blocks.push({ type: 'link', title: title || url, url, visible });
    else draft.skipped.push({ name: title || `Botón de LinkStack (${button || 'sin tipo'})`, reason: 'sin dirección' });
  }
  return draft;
}
