import type { BlockType } from '@shared/blocks/read';
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
export const RENDERERS: { [T in BlockType]: BlockRenderer<T> } = {
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

/** The renderer of a stored type, or null for a type this build does not know. */
export function rendererFor(type: string): BlockRenderer | null {
  // Each renderer takes its own type's content; BlockView hands it the content read for that type.
  return Object.hasOwn(RENDERERS, type) ? (RENDERERS[type as BlockType] as BlockRenderer) : null;
}
