import type { BlockViewParts } from '../lib/types';
import { LinkRenderer } from './renderer';

/** On a page: how it looks, and its rough height on a phone (public-view/lib/above-the-fold.ts). */
export const view: BlockViewParts<'link'> = {
  Renderer: LinkRenderer,
  height: (content) => (content.display === 'featured' ? 300 : 72),
};
