import { type BlockType, validateBlockContent } from '@shared/blocks';
import { badRequest } from '../../errors';

/** The type's content schema applied to what the caller sent (JSON string or object). */
export function checkContent(type: BlockType, raw: unknown): Record<string, unknown> {
  const result = validateBlockContent(type, raw);
  if (result.success) return result.data;
  const path = result.path ? `content.${result.path}` : 'content';
  throw badRequest(result.error, [{ path, message: result.error }]);
}
