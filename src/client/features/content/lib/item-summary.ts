import { blockLabel } from '@shared/blocks';
import type { DIVIDER_STYLES } from '@shared/blocks/choices';
import { isKnownBlockType } from '@shared/blocks/read';
import { DIVIDER_THICKNESS } from '@shared/constants';
import { contentObject } from '@shared/content-value';
import { formatFileSize } from '@shared/file-size';
import { MEDIA_PROVIDER_NAMES, readMediaEmbed } from '@shared/media-embed';
import { type ReadBlock, readBlock } from '@/blocks/lib/item-content';
import { linkDomain } from '@/blocks/link/link-address';
import type { EditorItem } from '@/stores/editor-store';

const MAX = 80;

function text(value: unknown): string {
  return typeof value === 'string' ? (value.trim().split('\n')[0] ?? '').trim() : '';
}

function join(...parts: string[]): string {
  return parts.filter(Boolean).join(' · ');
}

const LINE_STYLES: Record<(typeof DIVIDER_STYLES)[number], string> = { solid: 'continua', dashed: 'discontinua', dotted: 'punteada' };

/** What each type says about itself in one line. */
function summaryOf(block: ReadBlock): string {
  switch (block.type) {
    case 'heading':
    case 'text':
      return text(block.content.text);
    case 'link': {
      const url = text(block.content.url);
      return join(text(block.content.title), url ? linkDomain(url) : '');
    }
    case 'pdf': {
      const { filesize } = block.content;
      const size = filesize !== undefined && filesize > 0 ? formatFileSize(filesize) : '';
      // Named by its title, as visitors see it; the file's name only when it has none (issue 32).
      return join(text(block.content.title) || text(block.content.filename), size);
    }
    case 'youtube': {
      const id = block.content.videoId;
      return join(text(block.content.title), id ? `youtu.be/${id}` : 'ID de video de YouTube inválido');
    }
    case 'media': {
      const embed = block.content.source ? readMediaEmbed(block.content.source) : null;
      return join(text(block.content.title), embed ? MEDIA_PROVIDER_NAMES[embed.provider] : 'Enlace no reconocido');
    }
    case 'subpage':
      return text(block.content.title);
    case 'image':
      return text(block.content.title) || text(block.content.altText);
    case 'divider':
      return `Línea ${LINE_STYLES[block.content.style]}, ${block.content.thickness ?? DIVIDER_THICKNESS.default} px`;
    case 'spacer':
      return `${block.content.size} px de alto`;
    case 'contactCard':
      return join(text(block.content.name), text(block.content.jobTitle));
    case 'emailSignup':
      return text(block.content.title);
    case 'hours':
      return join(text(block.content.title), block.content.mon ? `Lunes ${block.content.mon}` : 'Lunes cerrado');
  }
}

/** A type this build does not know: whatever text it seems to hold. */
function unknownSummary(raw: unknown): string {
  const content = contentObject(raw);
  return content ? text(content.text) || text(content.title) || text(content.name) : '';
}

/**
 * One line that tells blocks apart in a collapsed card and while one is dragged: the text, the
 * link's title and domain, the file's name... (decision 534); the type's label when there is nothing.
 */
export function itemSummary(item: EditorItem): string {
  const block = readBlock(item);
  const summary = block ? summaryOf(block) : isKnownBlockType(item.type) ? '' : unknownSummary(item.content);
  const line = summary || blockLabel(item.type);
  const characters = Array.from(line);
  return characters.length > MAX ? `${characters.slice(0, MAX - 1).join('')}…` : line;
}
