import type { BlockViewParts } from '../lib/types';
import { SubpageRenderer } from './renderer';

/** On a page: how it looks, and its rough height on a phone (public-view/lib/above-the-fold.ts). */
export const view: BlockViewParts<'subpage'> = {
  Renderer: SubpageRenderer,
  height: (content) => (content.cardImageUrl ? 320 : 80),
};
