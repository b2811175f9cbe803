import type { z } from '../zod';
import { BLOCKS, type BlockType } from './index';

interface Inspectable {
  _zod: { def: Record<string, unknown> & { type: string } };
  /** Zod's own reading of a string's `max` checks. */
  maxLength?: number | null;
}

/**
 * The longest string a schema accepts: Infinity when a string without a maximum is reachable,
 * null when it takes no string at all. Follows optional, nullable, default, pipes and unions.
 */
function maxStringLength(schema: z.ZodType): number | null {
  const inspectable = schema as unknown as Inspectable;
  const { def } = inspectable._zod;
  switch (def.type) {
    case 'string':
      return typeof inspectable.maxLength === 'number' ? inspectable.maxLength : Infinity;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return maxStringLength(def.innerType as z.ZodType);
    case 'pipe':
      return maxStringLength(def.in as z.ZodType);
    case 'union': {
      const lengths = (def.options as z.ZodType[]).map(maxStringLength).filter((value): value is number => value !== null);
      return lengths.length ? Math.max(...lengths) : null;
    }
    case 'literal': {
      const strings = (def.values as unknown[]).filter((value): value is string => typeof value === 'string');
      return strings.length ? Math.max(...strings.map((value) => value.length)) : null;
    }
    case 'enum':
      return Math.max(...Object.values(def.entries as Record<string, string | number>).map((value) => String(value).length));
    default:
      return null;
  }
}

const cache = new Map<BlockType, ReadonlyMap<string, number>>();

/** Each string field of a block type with its maximum length (decision 850). */
export function blockStringLimits(type: BlockType): ReadonlyMap<string, number> {
  let limits = cache.get(type);
  if (!limits) {
    const shape = (BLOCKS[type].schema as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
    const found = new Map<string, number>();
    for (const [key, field] of Object.entries(shape)) {
      const max = maxStringLength(field);
      if (max !== null) found.set(key, max);
    }
    limits = found;
    cache.set(type, limits);
  }
  return limits;
}
