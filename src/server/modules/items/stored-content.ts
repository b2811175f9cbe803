import { isBlockType, parseContentValue } from '@shared/blocks';
import { blockStringLimits } from '@shared/blocks/field-limits';
import { LIMITS } from '@shared/constants';
import { blockRoom, PAGE_SHELL_BYTES } from '@shared/content-size';
import type { Item } from '@shared/schemas/item';

/** The first `max` characters, never ending in half of a surrogate pair. */
function truncateText(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * A stored block's content within today's limits (decision 850): rows written before a limit
 * existed keep their data in the database, but are read with each text cut at its field's
 * maximum, text fields the type does not have and nested objects left out, and the content of an
 * unknown type empty. Content within the limits comes back as it is (the same object).
 */
function boundContent(type: string, stored: unknown): Record<string, unknown> {
  if (!isBlockType(type)) return {};
  // Very old rows hold content as a JSON string: read it; unreadable text stays text (the page
  // shows 'Error al mostrar contenido'), cut to a block's size.
  const parsed = parseContentValue(stored);
  if (!parsed.ok) return truncateText(String(stored), LIMITS.itemContentBytes) as unknown as Record<string, unknown>;
  if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) return {};
  const content = parsed.value as Record<string, unknown>;
  const limits = blockStringLimits(type);
  let bounded: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(content)) {
    let kept: unknown = value;
    if (typeof value === 'string') {
      const max = limits.get(key);
      kept = max === undefined ? undefined : truncateText(value, Number.isFinite(max) ? max : LIMITS.longTextMax);
    } else if (typeof value === 'object' && value !== null) {
      kept = undefined; // no block field holds an object or a list
    }
    if (kept !== value) {
      bounded ??= { ...content };
      if (kept === undefined) delete bounded[key];
      else bounded[key] = kept;
    }
  }
  return bounded ?? content;
}

/**
 * Items as read: each one's content bounded, and for a visitor (not the owner) only as many
 * blocks, in order, as fit the page's caps, so an old page over them is shown shortened rather
 * than costing the server its full size. The owner sees every block and can shorten it.
 */
export function boundItems(list: Item[], options: { forOwner: boolean }): Item[] {
  const out: Item[] = [];
  let contentBytes = 0;
  let renderedBytes = PAGE_SHELL_BYTES;
  for (const item of list) {
    const content = boundContent(item.type, item.content);
    const linkUrl = item.linkUrl === null ? null : truncateText(item.linkUrl, LIMITS.urlMax);
    const bounded = content === item.content && linkUrl === item.linkUrl ? item : { ...item, content, linkUrl };
    if (!options.forOwner) {
      const room = blockRoom(bounded);
      contentBytes += room.contentBytes;
      renderedBytes += room.renderedBytes;
      const fits = room.contentBytes <= LIMITS.itemContentBytes && contentBytes <= LIMITS.pageContentBytes && renderedBytes <= LIMITS.pageRenderBytes;
      if (!fits) break;
    }
    out.push(bounded);
  }
  return out;
}
