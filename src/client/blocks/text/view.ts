import type { BlockViewParts } from '../lib/types';
import { TextRenderer } from './renderer';

/** On a page: how it looks, and its rough height on a phone (public-view/lib/above-the-fold.ts). */
export const view: BlockViewParts<'text'> = {
  Renderer: TextRenderer,
  height: () => 90,
};
