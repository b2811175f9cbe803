import { LOCK_CODE, SENSITIVE_RATINGS, type SensitiveRating } from '../access';
import { blockTypeSchema } from '../blocks';
import { optionalHttpUrl } from '../url';
import { z } from '../zod';

/** An item as the API answers it; `content` is always an object. */
export const itemSchema = z.object({
  id: z.number().int(),
  pageId: z.number().int(),
  type: z.string(),
  order: z.number().int(),
  content: z.record(z.string(), z.unknown()),
  linkUrl: z.string().nullable(),
  isSticky: z.boolean(),
  isVisible: z.boolean(),
  /** 'Bloquear con código' is set; the code itself is write-only (`lockCode`) and never answered. */
  locked: z.boolean(),
  /** 'Contenido sensible': what the owner marked, or null. */
  sensitive: z.enum(SENSITIVE_RATINGS).nullable(),
  /** Issue 36: outside this window the block is absent from the public page (null: open). */
  visibleFrom: z.iso.datetime({ offset: true }).nullable(),
  visibleUntil: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Item = z.infer<typeof itemSchema>;

/** An item as a visitor reads it: what the public page shows (decision 858). */
export const publicItemSchema = itemSchema.pick({
  id: true,
  type: true,
  order: true,
  content: true,
  linkUrl: true,
  isSticky: true,
  isVisible: true,
  locked: true,
  sensitive: true,
});
export type PublicItem = z.infer<typeof publicItemSchema>;

const order = z.number().int().min(0);

/** 'Bloquear con código': 4 to 64 characters, or null to take the lock off (issue 36). */
const lockCode = z
  .string({ message: 'El código debe ser un texto' })
  .min(LOCK_CODE.min, { message: LOCK_CODE.tooShort })
  .max(LOCK_CODE.max, { message: LOCK_CODE.tooLong })
  .nullable();
/** 'Contenido sensible' of a block or a page. */
const sensitiveInput = z.enum(SENSITIVE_RATINGS, { message: 'Valor de contenido sensible no válido' }).nullable();

/** POST /api/pages/{pageId}/items. The content is checked against the type's own schema. */
export const createItemSchema = z.object({
  type: blockTypeSchema,
  content: z.unknown(),
  order: order.optional(),
  linkUrl: optionalHttpUrl,
  isSticky: z.boolean().optional(),
  isVisible: z.boolean().optional(),
  lockCode: lockCode.optional(),
  sensitive: sensitiveInput.optional(),
});
export type CreateItemInput = z.input<typeof createItemSchema>;

/** A date and time with its offset (ISO 8601), or null for an open edge (issue 36). */
export const scheduleInstant = z.iso.datetime({ offset: true, message: 'Fecha y hora no válidas' }).nullable();
/** The same, read as the instant the database stores. */
export const scheduleDate = scheduleInstant.transform((value) => (value === null ? null : new Date(value)));

/**
 * PATCH /api/items/{id}: any of isSticky, isVisible, content, linkUrl, lockCode, sensitive, visibleFrom, visibleUntil. The editor also numbers its
 * saves (`saveWriter`, `saveSeq`, decision 505): a save older than one already applied from the same
 * writer is skipped, so the last save the owner made wins whatever order the requests arrive in.
 */
export const updateItemSchema = z
  .object({
    isSticky: z.boolean().optional(),
    isVisible: z.boolean().optional(),
    is_visible: z.boolean().optional(),
    content: z.unknown().optional(),
    linkUrl: optionalHttpUrl.optional(),
    lockCode: lockCode.optional(),
    sensitive: sensitiveInput.optional(),
    visibleFrom: scheduleDate.optional(),
    visibleUntil: scheduleDate.optional(),
    saveWriter: z.string().min(1).max(64).optional(),
    saveSeq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .refine((body) => (body.saveWriter === undefined) === (body.saveSeq === undefined), {
    message: 'saveWriter y saveSeq van juntos',
    path: ['saveSeq'],
  })
  .transform(({ is_visible, ...rest }) => ({
    ...rest,
    isVisible: rest.isVisible ?? is_visible,
  }));

const itemIds = z
  .array(z.number().int().positive(), { message: 'Se requiere la lista de elementos' })
  .max(10_000)
  .refine((ids) => new Set(ids).size === ids.length, {
    message: 'La lista de elementos tiene identificadores repetidos',
  });

export const reorderItemsSchema = z.object({
  pageId: z.number().int().positive(),
  itemIds,
});
export const pageItemsOrderSchema = z.object({ itemIds });

/** What a renderer needs of an item; content may still be a JSON string (legacy rows, the editor). */
export interface ItemView {
  id?: number | undefined;
  type: string;
  order: number;
  content: unknown;
  linkUrl?: string | null | undefined;
  isSticky?: boolean | undefined;
  isVisible?: boolean | undefined;
  /** A visitor's copy of a locked block carries only its title (issue 36). */
  locked?: boolean | undefined;
  sensitive?: SensitiveRating | null | undefined;
  /** Issue 36: set, the editor's preview shows the block dimmed and labelled 'Programado'. */
  visibleFrom?: string | null | undefined;
  visibleUntil?: string | null | undefined;
}
