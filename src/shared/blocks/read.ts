import { SPACER_SIZE } from '../constants';
import { contentObject } from '../content-value';
import { FONT_FAMILIES } from '../fonts';
import { parseYouTubeId } from '../youtube-id';
import {
  CARD_IMAGE_STYLES,
  CONTACT_KINDS,
  DIVIDER_STYLES,
  FONT_STYLES,
  FONT_WEIGHTS,
  HEADING_SIZES,
  IMAGE_LAYOUTS,
  IMAGE_SIZE_PRESETS,
  PHONE_TYPES,
  TEXT_ALIGNS,
} from './choices';
import type { BlockContent, BlockType } from './index';

/*
 * Reading stored content leniently (decision 007): whatever a row holds, each field comes out with
 * the type the shared schema gives it, so renderers and panels get `BlockContent<T>`. A field that
 * is missing or of the wrong kind reads as the schema reads a missing one: its `.default()`, or
 * absent (undefined, or null for addresses), or empty ('' / 0) when the schema requires it. Strings
 * are taken as they are (the write rules, lengths and formats, are the API's; renderers still pass
 * addresses through safeHref/safeImageSrc).
 *
 * No Zod here: the public page ships this file, and Zod would cost it 26 KB gzipped (its budget is
 * 90 KB, decision 305). The compiler ties each reader to the schema's output type field by field
 * (`ContentReaders`), and read.test.ts checks the readers against the schemas.
 */

type Reader<V> = (value: unknown) => V;
/** A reader for every field of a block's content, of exactly the schema's output type. */
export type ContentReaders<C> = { [K in keyof C]-?: Reader<C[K]> };

const isString = (value: unknown): value is string => typeof value === 'string';

const text =
  (fallback = ''): Reader<string> =>
  (value) =>
    isString(value) ? value : fallback;
const optionalText: Reader<string | undefined> = (value) => (isString(value) ? value : undefined);
/** An address or an e-mail: a non-empty string, else null (the schema stores "none" as null). */
const optionalAddress: Reader<string | null> = (value) => (isString(value) && value !== '' ? value : null);

function choice<T extends string>(choices: readonly T[], fallback: T): Reader<T> {
  return (value) => ((choices as readonly unknown[]).includes(value) ? (value as T) : fallback);
}
function optionalChoice<T extends string>(choices: readonly T[]): Reader<T | undefined> {
  return (value) => ((choices as readonly unknown[]).includes(value) ? (value as T) : undefined);
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const number =
  (fallback: number): Reader<number> =>
  (value) =>
    isNumber(value) ? value : fallback;
const optionalNumber: Reader<number | undefined> = (value) => (isNumber(value) ? value : undefined);

const flag =
  (fallback: boolean): Reader<boolean> =>
  (value) =>
    typeof value === 'boolean' ? value : fallback;

const textStyle = {
  text: text(),
  textColor: optionalText,
  backgroundColor: optionalText,
  textAlign: optionalChoice(TEXT_ALIGNS),
  backgroundOpacity: optionalNumber,
  fontWeight: optionalChoice(FONT_WEIGHTS),
  fontStyle: optionalChoice(FONT_STYLES),
  fontFamily: optionalChoice(FONT_FAMILIES),
  linkUrl: optionalAddress,
};

/** Every block type's readers: a complete record, so a new type does not compile without them. */
export const BLOCK_READERS: { [T in BlockType]: ContentReaders<BlockContent<T>> } = {
  heading: { ...textStyle, size: choice(HEADING_SIZES, 'large') },
  text: textStyle,
  youtube: {
    // The schema stores the 11-character id; an address or anything else is read as the schema would.
    videoId: (value) => (isString(value) ? (parseYouTubeId(value) ?? '') : ''),
    title: optionalText,
  },
  link: { url: text(), title: text(), favicon: optionalAddress },
  pdf: { title: text(), filename: optionalText, url: text(), filesize: optionalNumber },
  subpage: {
    title: text(),
    pageId: number(0),
    cardImageUrl: optionalAddress,
    cardImageStyle: choice(CARD_IMAGE_STYLES, 'cover'),
    buttonText: optionalText,
    linkUrl: optionalAddress,
  },
  image: {
    imageUrl: optionalAddress,
    altText: text('Imagen'),
    showBorder: flag(false),
    sizePreset: choice(IMAGE_SIZE_PRESETS, 'contain'),
    linkUrl: optionalAddress,
    layoutType: choice(IMAGE_LAYOUTS, 'normal'),
    title: optionalText,
    buttonText: optionalText,
  },
  divider: { color: optionalText, thickness: optionalNumber, style: choice(DIVIDER_STYLES, 'solid') },
  spacer: { size: number(SPACER_SIZE.default) },
  contactCard: {
    kind: choice(CONTACT_KINDS, 'person'),
    photoUrl: optionalAddress,
    name: text(),
    jobTitle: optionalText,
    company: optionalText,
    phone: optionalText,
    phoneType: choice(PHONE_TYPES, 'cell'),
    email: optionalAddress,
    website: optionalAddress,
    address: optionalText,
    notes: optionalText,
    linkedinUrl: optionalAddress,
  },
};

export type { BlockContent, BlockType } from './index';

/** A stored type this build knows (without loading the schemas). */
export function isKnownBlockType(type: unknown): type is BlockType {
  return typeof type === 'string' && Object.hasOwn(BLOCK_READERS, type);
}

/**
 * An item's content, typed: a JSON string or an object, each field read leniently (above). Null
 * when there is no object to read (not JSON, an array) or reading it throws.
 */
export function parseBlockContent<T extends BlockType>(type: T, raw: unknown): BlockContent<T> | null {
  const object = contentObject(raw);
  if (!object) return null;
  const readers = BLOCK_READERS[type] as Record<string, Reader<unknown>>;
  try {
    const content: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(readers)) content[key] = read(object[key]);
    return content as BlockContent<T>;
  } catch {
    return null;
  }
}
