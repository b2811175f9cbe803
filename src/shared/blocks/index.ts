import { parseContentValue } from '../content-value';
import { problemMessage } from '../text-hygiene';
import { z } from '../zod';
import { BLOCK_DEFINITIONS, BLOCK_TYPES, type BlockContent, type BlockContentInput, type BlockType } from './definitions';
import type { AnyField } from './field';
import { blockSchema } from './schema';

export { BLOCK_DEFINITIONS, BLOCK_TYPES } from './definitions';
export type { BlockContentInput, BlockType } from './definitions';

type Built<T extends BlockType> = (typeof BLOCK_DEFINITIONS)[T] & {
  /** Content accepted by the API and the editor, built from the fields (schema.ts). */
  schema: z.ZodType<BlockContent<T>, BlockContentInput<T>>;
  /** Content of a block created in the editor (spec section 3): each field's `starts` value. */
  defaults: BlockContentInput<T>;
  /** The spec's creation defaults of fields a new block leaves empty (decision 015), shown as placeholders. */
  placeholders: Record<string, string>;
};

function build<T extends BlockType>(type: T): Built<T> {
  const definition = BLOCK_DEFINITIONS[type];
  const fields = Object.entries(definition.fields as Record<string, AnyField>);
  return {
    ...definition,
    schema: blockSchema(definition.fields) as z.ZodType<BlockContent<T>, BlockContentInput<T>>,
    defaults: Object.fromEntries(fields.filter(([, described]) => 'initial' in described).map(([key, described]) => [key, described.initial])) as BlockContentInput<T>,
    placeholders: Object.fromEntries(fields.flatMap(([key, described]) => (described.placeholder === undefined ? [] : [[key, described.placeholder]]))),
  };
}

/** Every block type with its schema and creation defaults, in the order of the 'Añadir Contenido' menu. */
export const BLOCKS = Object.fromEntries(BLOCK_TYPES.map((type) => [type, build(type)])) as { [T in BlockType]: Built<T> };

export const blockTypeSchema = z.enum(BLOCK_TYPES as [BlockType, ...BlockType[]], {
  message: 'Tipo de contenido no válido',
});

export { parseContentValue } from '../content-value';

export function isBlockType(type: unknown): type is BlockType {
  return typeof type === 'string' && Object.hasOwn(BLOCKS, type);
}

/** The item card's badge: the type's label, otherwise 'Elemento'. */
export function blockLabel(type: string): string {
  return isBlockType(type) ? BLOCKS[type].label : 'Elemento';
}

/** A fresh copy of the creation defaults of a type. */
export function blockDefaults<T extends BlockType>(type: T): BlockContentInput<T> {
  return structuredClone(BLOCKS[type].defaults);
}

/** The spec's defaults the editor shows as placeholders in a new block's empty fields (decision 015). */
export function blockPlaceholders(type: BlockType): Record<string, string> {
  return { ...BLOCKS[type].placeholders };
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
