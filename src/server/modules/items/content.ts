import { type BlockType, validateBlockContent } from '@shared/blocks';
import { LIMITS } from '@shared/constants';
import { contentBytes } from '@shared/content-size';
import { AppError, MESSAGES, badRequest } from '../../errors';

/**
 * The type's content schema applied to what the caller sent (JSON string or object), then the
 * size of one block's content (decision 850).
 */
export function checkContent(type: BlockType, raw: unknown): Record<string, unknown> {
  const result = validateBlockContent(type, raw);
  if (!result.success) {
    const path = result.path ? `content.${result.path}` : 'content';
    throw badRequest('invalid_content', result.error, [{ path, message: result.error }]);
  }
  if (contentBytes(result.data) > LIMITS.itemContentBytes) {
    const message = MESSAGES.itemTooLarge(LIMITS.itemContentBytes);
    throw new AppError(400, 'item_too_large', message, [{ path: 'content', message }]);
  }
  return result.data;
}
