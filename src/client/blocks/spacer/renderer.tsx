import { SPACER_SIZE } from '@shared/constants';
import { clamp } from '../lib/content';
import type { BlockRendererProps } from '../lib/types';

export function SpacerRenderer({ content }: BlockRendererProps<'spacer'>) {
  const size = clamp(content.size, 0, SPACER_SIZE.max);
  return <div aria-hidden="true" data-testid="spacer" style={{ height: size }} />;
}
