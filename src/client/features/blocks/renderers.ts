import type { BlockType } from '@shared/blocks';
import { ContactCardRenderer } from './contact-card/renderer';
import { DividerRenderer } from './divider/renderer';
import { HeadingRenderer } from './heading/renderer';
import { ImageRenderer } from './image/renderer';
import type { BlockRenderer } from './lib/types';
import { LinkRenderer } from './link/renderer';
import { PdfRenderer } from './pdf/renderer';
import { SpacerRenderer } from './spacer/renderer';
import { SubpageRenderer } from './subpage/renderer';
import { TextRenderer } from './text/renderer';
import { YoutubeRenderer } from './youtube/renderer';

/**
 * How each block type looks on a page. Only renderers live here (no editor code), so the public
 * page's bundle stays small.
 */
export const RENDERERS: Record<BlockType, BlockRenderer> = {
  heading: HeadingRenderer,
  text: TextRenderer,
  youtube: YoutubeRenderer,
  link: LinkRenderer,
  pdf: PdfRenderer,
  subpage: SubpageRenderer,
  image: ImageRenderer,
  divider: DividerRenderer,
  spacer: SpacerRenderer,
  contactCard: ContactCardRenderer,
};

export function rendererFor(type: string): BlockRenderer | null {
  return Object.hasOwn(RENDERERS, type) ? RENDERERS[type as BlockType] : null;
}
