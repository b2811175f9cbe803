import { BLOCKS, type BlockType } from '@shared/blocks';
import type { z } from '@shared/zod';
import type { Validate } from './fields/use-draft';

/**
 * A validator for one content field, from the type's shared schema: the message is the one the API
 * would answer, shown before the value is ever sent.
 */
export function fieldValidator(type: BlockType, key: string): Validate {
  const schema = BLOCKS[type].schema as unknown as z.ZodObject;
  const field = schema.shape[key] as z.ZodType | undefined;
  return (value) => {
    if (!field) return null;
    const result = field.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? 'Valor no válido');
  };
}
