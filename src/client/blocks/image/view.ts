import type { BlockViewParts } from '../lib/types';
import { ImageRenderer } from './renderer';

/** On a page: how it looks, and its rough height on a phone (public-view/lib/above-the-fold.ts). */
export const view: BlockViewParts<'image'> = {
  Renderer: ImageRenderer,
  height: (content) => (content.sizePreset === 'banner' ? 140 : 300),
};
