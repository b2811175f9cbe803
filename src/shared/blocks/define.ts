import type { z } from '../zod';

export interface BlockDefinition<T extends string, S extends z.ZodType> {
  /** The value of `type` stored with each item. */
  type: T;
  /** The item card's badge (spec section 2). */
  label: string;
  /** The entry in the 'Añadir Contenido' menu. */
  menuLabel: string;
  /** Content accepted by the API and the editor. */
  schema: S;
  /** Content of a block created in the editor (spec section 3). */
  defaults: z.input<S>;
  /**
   * The spec's creation defaults of fields a new block leaves empty (decision 015): the editor shows
   * them as placeholders; visitors never see them.
   */
  placeholders?: Partial<Record<keyof z.input<S> & string, string>>;
}

export function defineBlock<T extends string, S extends z.ZodType>(
  definition: BlockDefinition<T, S>,
): BlockDefinition<T, S> {
  return definition;
}
