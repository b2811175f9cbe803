import { BLOCK_TYPES, type BlockType, sampleBlockContent, validateBlockContent } from '../blocks';
import { blockStringLimits } from '../blocks/field-limits';
import { LIMITS } from '../constants';
import { blockRoom, pageRoomExceeded, type BlockRoom } from '../content-size';

/**
 * The heaviest pages the limits let an owner store (decision 850): the benchmark renders them
 * (`bench/worst-page.ts`) and `render-bound.test.ts` stores one through the API and checks that
 * its HTML stays under `LIMITS.pageRenderBytes`.
 */

/**
 * Candidates for a string field, heaviest in the page first. `<` grows the most (4 bytes as HTML
 * text, 6 in the page's JSON); URLs and e-mails cannot hold it, but can hold `'` (6 and 1).
 */
function candidates(max: number): string[] {
  const url = `https://a.example/${"'".repeat(Math.max(0, max - 19))}`;
  const email = `${"'".repeat(Math.max(0, Math.min(max, 254) - 12))}a@b.example`;
  return ['<'.repeat(max), url, email, `+${'0'.repeat(Math.max(0, max - 1))}`];
}

/** A block's content with every string field as long and as heavy as its schema accepts. */
export function heaviestContent(type: BlockType): Record<string, unknown> {
  const content: Record<string, unknown> = sampleBlockContent(type);
  for (const [field, max] of blockStringLimits(type)) {
    if (!Number.isFinite(max)) continue;
    for (const value of candidates(max)) {
      const attempt = validateBlockContent(type, { ...content, [field]: value, ...(type === 'subpage' ? { pageId: 1 } : {}) });
      if (attempt.success && attempt.data[field] === value) {
        content[field] = value;
        break;
      }
    }
  }
  return content;
}

interface WorstBlock {
  type: BlockType;
  content: Record<string, unknown>;
  linkUrl: string | null;
}

export interface WorstPage {
  name: string;
  title: string;
  blocks: WorstBlock[];
}

/** Adds `next()` blocks while the page stays within every cap (blocks, bytes, rendered size). */
function fill(next: (index: number) => WorstBlock, maxBlocks: number = 200): WorstBlock[] {
  const blocks: WorstBlock[] = [];
  const rooms: BlockRoom[] = [];
  for (let index = 0; index < maxBlocks; index++) {
    const block = next(index);
    const room = blockRoom(block);
    if (room.contentBytes > LIMITS.itemContentBytes) break;
    if (pageRoomExceeded([...rooms, room], LIMITS)) break;
    blocks.push(block);
    rooms.push(room);
  }
  // The room a lighter last block leaves (a rotation stops at a heavier one) taken by copies of it,
  // so that one more of it is refused.
  const last = blocks.at(-1);
  while (last && blocks.length < maxBlocks && !pageRoomExceeded([...rooms, blockRoom(last)], LIMITS)) {
    blocks.push(last);
    rooms.push(blockRoom(last));
  }
  return blocks;
}

const HEAVY_LINK = candidates(LIMITS.urlMax)[1] as string;
const TITLE = '<'.repeat(LIMITS.titleMax);

/**
 * The pages that cost the most: escape-heavy text blocks (the largest HTML), the heaviest contact
 * cards, every type in turn at its heaviest, and 200 light blocks (the most components).
 */
export function worstPages(): WorstPage[] {
  const rotation = BLOCK_TYPES.filter((type) => type !== 'subpage');
  return [
    { name: 'heaviest text blocks', title: TITLE, blocks: fill(() => ({ type: 'text', content: heaviestContent('text'), linkUrl: HEAVY_LINK })) },
    { name: 'heaviest contact cards', title: TITLE, blocks: fill(() => ({ type: 'contactCard', content: heaviestContent('contactCard'), linkUrl: HEAVY_LINK })) },
    {
      name: 'every type at its heaviest',
      title: TITLE,
      blocks: fill((index) => {
        const type = rotation[index % rotation.length] as BlockType;
        return { type, content: heaviestContent(type), linkUrl: HEAVY_LINK };
      }),
    },
    {
      name: '200 contact cards of defaults',
      title: TITLE,
      blocks: fill(() => ({ type: 'contactCard', content: sampleBlockContent('contactCard'), linkUrl: null })),
    },
  ];
}
