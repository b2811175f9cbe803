import { parseContentValue } from '../content-value';
import { problemMessage } from '../text-hygiene';
import { z } from '../zod';
import { contactCard } from './contact-card';
import { divider } from './divider';
import { heading } from './heading';
import { image } from './image';
import { link } from './link';
import { pdf } from './pdf';
import { spacer } from './spacer';
import { subpage } from './subpage';
import { text } from './text';
import { youtube } from './youtube';

/** Every block type, in the order of the 'Añadir Contenido' menu. */
export const BLOCKS = {
  heading,
  text,
  youtube,
  link,
  pdf,
  subpage,
  image,
  divider,
  spacer,
  contactCard,
} as const;

export type BlockType = keyof typeof BLOCKS;
export const BLOCK_TYPES = Object.keys(BLOCKS) as BlockType[];
export const blockTypeSchema = z.enum(BLOCK_TYPES as [BlockType, ...BlockType[]], {
  message: 'Tipo de contenido no válido',
});

export { parseContentValue } from '../content-value';

export type BlockContent<T extends BlockType> = z.output<(typeof BLOCKS)[T]['schema']>;
export type BlockContentInput<T extends BlockType> = z.input<(typeof BLOCKS)[T]['schema']>;

export function isBlockType(type: unknown): type is BlockType {
  return typeof type === 'string' && Object.hasOwn(BLOCKS, type);
}

/** The item card's badge: the type's label, otherwise 'Elemento'. */
export function blockLabel(type: string): string {
  return isBlockType(type) ? BLOCKS[type].label : 'Elemento';
}

/** A fresh copy of the creation defaults of a type. */
export function blockDefaults<T extends BlockType>(type: T): BlockContentInput<T> {
  return structuredClone(BLOCKS[type].defaults) as BlockContentInput<T>;
}

/** The spec's defaults the editor shows as placeholders in a new block's empty fields (decision 015). */
export function blockPlaceholders(type: BlockType): Record<string, string> {
  return { ...((BLOCKS[type] as { placeholders?: Record<string, string> }).placeholders ?? {}) };
}

/**
 * A block as complete as the spec's defaults made it: the defaults with the placeholders filled in
 * and, for files, an example address. For tests and fixtures.
 */
export function sampleBlockContent(type: BlockType): Record<string, unknown> {
  const files: Partial<Record<BlockType, Record<string, unknown>>> = {
    pdf: { url: 'https://example.com/documento.pdf' },
    // The e2e server's CSP admits images.test (CSP_IMG_SRC), so a sample image is no violation there.
    image: { imageUrl: 'http://images.test/imagen.png' },
  };
  return { ...(blockDefaults(type) as Record<string, unknown>), ...blockPlaceholders(type), ...files[type] };
}

export type ContentResult =
  | { success: true; data: Record<string, unknown> }
  | { success: false; error: string; path?: string };

/** Validates content for a type, accepting a JSON string or an object. */
export function validateBlockContent(type: BlockType, raw: unknown): ContentResult {
  const parsed = parseContentValue(raw);
  if (!parsed.ok) {
    return { success: false, error: parsed.problem === 'invalid-json' ? 'El contenido no es JSON válido' : problemMessage(parsed.problem) };
  }
  if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    return { success: false, error: 'El contenido debe ser un objeto' };
  }
  const result = BLOCKS[type].schema.safeParse(parsed.value);
  if (result.success) return { success: true, data: result.data as Record<string, unknown> };
  const issue = result.error.issues[0];
  return {
    success: false,
    error: issue?.message ?? 'Contenido no válido',
    path: issue?.path.join('.'),
  };
}
