import type { BlockHeight } from '../lib/types';

/** Its rough height on a phone (public-view/lib/above-the-fold.ts). */
export const height: BlockHeight<'link'> = () => 72;
