import { SUBPAGE_FILENAME_MAX } from '@shared/constants';

/** A name at most `max` characters long; a longer one is cut and ends in '...'. */
export function shortenName(name: string, max = SUBPAGE_FILENAME_MAX): string {
  const characters = Array.from(name);
  return characters.length > max ? `${characters.slice(0, max - 3).join('')}...` : name;
}

/** The file name at the end of an address ('' when there is none). */
export function fileNameOf(url: string | null): string {
  if (!url) return '';
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    return '';
  }
}
