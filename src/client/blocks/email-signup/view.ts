import type { BlockViewParts } from '../lib/types';
import { EmailSignupRenderer } from './renderer';

/** On a page: how it looks, and its rough height on a phone (public-view/lib/above-the-fold.ts). */
export const view: BlockViewParts<'emailSignup'> = {
  Renderer: EmailSignupRenderer,
  height: (content) => 250 + (content.askName ? 70 : 0),
};
