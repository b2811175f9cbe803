import { blockLabel } from '@shared/blocks';
import { formatFileSize } from '@shared/file-size';
import { parseYouTubeId } from '@shared/youtube-id';
import { linkDomain } from '@/features/blocks/link/link-address';
import type { EditorItem } from '@/features/editor/stores/editor-store';
import { readContent } from './read-content';

const MAX = 80;

function text(value: unknown): string {
  return typeof value === 'string' ? (value.trim().split('\n')[0] ?? '').trim() : '';
}

function join(...parts: string[]): string {
  return parts.filter(Boolean).join(' · ');
}

const LINE_STYLES: Record<string, string> = { solid: 'continua', dashed: 'discontinua', dotted: 'punteada' };

/** What each type says about itself in one line. */
function summaryOf(type: string, content: Record<string, unknown>): string {
  switch (type) {
    case 'heading':
    case 'text':
      return text(content.text);
    case 'link': {
      const url = text(content.url);
      return join(text(content.title), url ? linkDomain(url) : '');
    }
    case 'pdf': {
      const size = typeof content.filesize === 'number' && content.filesize > 0 ? formatFileSize(content.filesize) : '';
      return join(text(content.filename) || text(content.title), size);
    }
    case 'youtube': {
      const id = parseYouTubeId(text(content.videoId));
      return join(text(content.title), id ? `youtu.be/${id}` : 'ID de video de YouTube inválido');
    }
    case 'subpage':
      return text(content.title);
    case 'image':
      return text(content.title) || text(content.altText);
    case 'divider': {
      const style = LINE_STYLES[text(content.style)] ?? LINE_STYLES.solid!;
      const thickness = typeof content.thickness === 'number' ? content.thickness : 1;
      return `Línea ${style}, ${thickness} px`;
    }
    case 'spacer':
      return `${typeof content.size === 'number' ? content.size : 20} px de alto`;
    case 'contactCard':
      return join(text(content.name), text(content.jobTitle));
    default:
      return text(content.text) || text(content.title) || text(content.name);
  }
}

/**
 * One line that tells blocks apart in a collapsed card and while one is dragged: the text, the
 * link's title and domain, the file's name... (decision 534); the type's label when there is nothing.
 */
export function itemSummary(item: EditorItem): string {
  const content = readContent(item.content);
  const summary = content ? summaryOf(item.type, content) : '';
  const line = summary || blockLabel(item.type);
  const characters = Array.from(line);
  return characters.length > MAX ? `${characters.slice(0, MAX - 1).join('')}…` : line;
}
