import { SPACER_SIZE } from '@shared/constants';
import { clamp, readNumber } from '../lib/content';
import type { BlockRendererProps } from '../lib/types';

export function SpacerRenderer({ content }: BlockRendererProps) {
  const size = clamp(readNumber(content.size, SPACER_SIZE.default), 0, SPACER_SIZE.max);
  return <div aria-hidden="true" data-testid="spacer" style={{ height: size }} />;
}
