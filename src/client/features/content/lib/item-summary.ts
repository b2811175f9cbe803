import { blockLabel } from '@shared/blocks';
import type { EditorItem } from '@/features/editor/stores/editor-store';
import { readContent } from './read-content';

/** One line that tells blocks apart while one is dragged: its text, title or name. */
export function itemSummary(item: EditorItem): string {
  const content = readContent(item.content) ?? {};
  for (const key of ['text', 'title', 'name', 'altText', 'videoId', 'url']) {
    const value = content[key];
    if (typeof value === 'string' && value.trim()) return value.trim().split('\n')[0]!.slice(0, 80);
  }
  return blockLabel(item.type);
}
