import { type BlockContent, type BlockType, isKnownBlockType, parseBlockContent } from '@shared/blocks/read';

/** An item of a known type with its content read: `content` follows `type`. */
export type ReadBlock = { [T in BlockType]: { type: T; content: BlockContent<T> } }[BlockType];

const cache = new WeakMap<object, ReadBlock | null>();

/**
 * An item's content, read once per item object (items are replaced, never changed, when edited):
 * the preview, the card's summary and the first-screen guess share one reading. Null for a type
 * this build does not know or content that is no object.
 */
export function readBlock(item: { type: string; content: unknown }): ReadBlock | null {
  let block = cache.get(item);
  if (block === undefined) {
    const { type } = item;
    const content = isKnownBlockType(type) ? parseBlockContent(type, item.content) : null;
    block = content ? ({ type, content } as ReadBlock) : null;
    cache.set(item, block);
  }
  return block;
}
