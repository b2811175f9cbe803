// Kept free of Zod: the public page reads content and builds its links from the definitions.
import type { ContentOf, Fields } from './field';

/** Where a block's visitor action leaves the page through /go: '' is its main target; a contact card has several. */
export type GoSuffix = '' | 'website' | 'linkedin' | 'maps';

/** Outside origins a block's public rendering loads from; the Content-Security-Policy is built from them. */
export interface BlockOrigins {
  /** Scripts (an embed's own API). */
  script?: readonly string[];
  /** Frames (an embedded player). */
  frame?: readonly string[];
  /** Images (an embed's thumbnails). */
  img?: readonly string[];
}

/**
 * One block type, in one file (decision 140): its fields (with their defaults, limits, placeholders
 * and the essential one), the outside origins it needs and where it links out. The lenient reader,
 * the Zod schema, the creation defaults, the CSP and /go all come from here.
 */
export interface BlockDefinition<T extends string, F extends Fields> {
  /** The value of `type` stored with each item. */
  type: T;
  /** The item card's badge (spec section 2). */
  label: string;
  /** The entry in the 'Añadir Contenido' menu. */
  menuLabel: string;
  fields: F;
  /** Outside origins its renderer loads from ({} for none): without them the browser blocks the embed. */
  origins: BlockOrigins;
  /**
   * The http(s) addresses a visitor's click leaves for, by /go suffix (issue 15), read from the
   * content the lenient reader gives; null for a block that never links out. GET /go/{id} redirects
   * only to these, and the public page links through /go exactly for these.
   */
  links: ((content: ContentOf<F>, item: { linkUrl?: string | null | undefined }) => Partial<Record<GoSuffix, string | null>>) | null;
}

export function defineBlock<const T extends string, F extends Fields>(definition: BlockDefinition<T, F>): BlockDefinition<T, F> {
  return definition;
}
