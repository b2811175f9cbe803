import type { BlockType } from '@shared/blocks/read';
import { parts as contactCard } from './contact-card/parts';
import { parts as divider } from './divider/parts';
import { parts as emailSignup } from './email-signup/parts';
import { parts as heading } from './heading/parts';
import { parts as hours } from './hours/parts';
import { parts as image } from './image/parts';
import type { QuickEditPanel } from './lib/quick-edit';
import type { BlockParts, BlockRenderer } from './lib/types';
import { parts as link } from './link/parts';
import { parts as media } from './media/parts';
import { parts as pdf } from './pdf/parts';
import { parts as spacer } from './spacer/parts';
import { parts as subpage } from './subpage/parts';
import { parts as text } from './text/parts';
import { parts as youtube } from './youtube/parts';

/**
 * Each block type's client parts (`<type>/parts.ts`): renderer, phone height, quick-edit panel and
 * menu icon. A complete record, so a new type does not compile without them (decision 141). The
 * public page ships none of this to the browser: it is rendered on the server (issue 35).
 */
export const BLOCK_PARTS: { [T in BlockType]: BlockParts<T> } = {
  heading,
  text,
  youtube,
  media,
  link,
  pdf,
  subpage,
  image,
  divider,
  spacer,
  contactCard,
  emailSignup,
  hours,
};

function partsFor(type: string): BlockParts<BlockType> | null {
  // Each entry takes its own type's content; callers hand it the content read for that type.
  return Object.hasOwn(BLOCK_PARTS, type) ? (BLOCK_PARTS[type as BlockType] as unknown as BlockParts<BlockType>) : null;
}

/** The renderer of a stored type, or null for a type this build does not know. */
export function rendererFor(type: string): BlockRenderer | null {
  return (partsFor(type)?.Renderer as BlockRenderer | undefined) ?? null;
}

/** The panel of a stored type, or null for a type this build does not know. */
export function quickEditFor(type: string): QuickEditPanel | null {
  return (partsFor(type)?.QuickEdit as QuickEditPanel | undefined) ?? null;
}
