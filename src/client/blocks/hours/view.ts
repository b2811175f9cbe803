import type { BlockViewParts } from '../lib/types';
import { HoursRenderer } from './renderer';

/** On a page: how it looks, and its rough height on a phone (public-view/lib/above-the-fold.ts). */
export const view: BlockViewParts<'hours'> = {
  Renderer: HoursRenderer,
  height: () => 110,
};
