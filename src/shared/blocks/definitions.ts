// Kept free of Zod: the public page reads content, builds its links and the server its CSP from here.
import { contactCard } from './contact-card';
import type { BlockOrigins } from './define';
import type { ContentInputOf, ContentOf } from './field';
import { divider } from './divider';
import { emailSignup } from './email-signup';
import { heading } from './heading';
import { hours } from './hours';
import { image } from './image';
import { link } from './link';
import { media } from './media';
import { pdf } from './pdf';
import { spacer } from './spacer';
import { subpage } from './subpage';
import { text } from './text';
import { youtube } from './youtube';

/**
 * Every block type, in the order of the 'Añadir Contenido' menu: the one shared registry line of a
 * new type (docs/architecture.md, "Adding a block type").
 */
export const BLOCK_DEFINITIONS = {
  heading,
  text,
  youtube,
  media,
  link,
  pdf,
  subpage,
  image,
  divider,
  spacer,
  contactCard,
  emailSignup,
  hours,
} as const;

export type BlockType = keyof typeof BLOCK_DEFINITIONS;
type FieldsOf<T extends BlockType> = (typeof BLOCK_DEFINITIONS)[T]['fields'];
/** A block's stored content, as the API stores it and the lenient reader reads it. */
export type BlockContent<T extends BlockType> = ContentOf<FieldsOf<T>>;
/** What the API accepts as a block's content. */
export type BlockContentInput<T extends BlockType> = ContentInputOf<FieldsOf<T>>;

export const BLOCK_TYPES = Object.keys(BLOCK_DEFINITIONS) as BlockType[];

/** A stored type this build knows. */
export function isKnownBlockType(type: unknown): type is BlockType {
  return typeof type === 'string' && Object.hasOwn(BLOCK_DEFINITIONS, type);
}

/** The outside origins every block type together needs, for one CSP directive. */
export function blockOrigins(directive: keyof BlockOrigins): string[] {
  return [...new Set(BLOCK_TYPES.flatMap((type) => BLOCK_DEFINITIONS[type].origins[directive] ?? []))];
}
