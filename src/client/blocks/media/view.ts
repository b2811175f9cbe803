import { mediaPlayerShape, readMediaEmbed } from '@shared/media-embed';
import type { BlockViewParts } from '../lib/types';
import { MediaRenderer } from './renderer';

/** On a page: how it looks, and its rough height on a phone (public-view/lib/above-the-fold.ts). */
export const view: BlockViewParts<'media'> = {
  Renderer: MediaRenderer,
  height: (content) => {
    const embed = content.source ? readMediaEmbed(content.source) : null;
    const shape = embed ? mediaPlayerShape(embed) : 48;
    return shape === 'video' ? 220 : shape === 'portrait' ? 576 : shape;
  },
};
