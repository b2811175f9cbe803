import { mediaPlayerShape, readMediaEmbed } from '@shared/media-embed';
import type { BlockViewParts } from '../lib/types';
import { MediaRenderer } from './renderer';

/** On a page: how it looks, and its rough height on a phone (public-view/lib/above-the-fold.ts). */
export const view: BlockViewParts<'media'> = {
  Renderer: MediaRenderer,
  // The facade: a 16:9 box for a video, else a compact card (the player grows on the tap).
  height: (content) => {
    const embed = content.source ? readMediaEmbed(content.source) : null;
    return embed && mediaPlayerShape(embed) === 'video' ? 220 : 130;
  },
};
