import { LIMITS } from '../constants';
import { shortText } from '../fields';
import { SOCIAL_LINKS_MAX } from '../social';
import { httpUrl, linkUrl } from '../url';
import { z } from '../zod';
import { pageSchema, pageTitle, socialLinkInput, updatePageSchema } from './page';

/** What an import was recognised as, by its content (issue 37). */
const IMPORT_SOURCES = ['linktree', 'beacons', 'littlelink', 'linkstack', 'generic'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  linktree: 'Linktree',
  beacons: 'Beacons',
  littlelink: 'LittleLink',
  linkstack: 'LinkStack',
  generic: 'Página web',
};

/** One block to create: a link or a heading (a Linktree header), shown or hidden as it was. */
export const importBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), title: shortText.min(1, { message: 'El título no puede estar vacío' }), url: linkUrl, visible: z.boolean() }),
  z.object({ type: z.literal('heading'), text: shortText.min(1, { message: 'El texto no puede estar vacío' }), visible: z.boolean() }),
]);
export type ImportBlock = z.infer<typeof importBlockSchema>;

/** Something of the source that is not imported, named with why ('Tienda de Linktree: no disponible'). */
const skippedSchema = z.object({ name: z.string().max(LIMITS.shortTextMax), reason: z.string().max(LIMITS.shortTextMax) });

/** What an import would create; `POST /api/import/preview` answers it, `POST /api/import` takes it back. */
const importPreviewSchema = z.object({
  source: z.enum(IMPORT_SOURCES),
  title: pageTitle,
  bio: updatePageSchema.shape.bio.unwrap(),
  /** The source's profile photo (shown in the preview; not copied yet). */
  profileImageUrl: httpUrl.nullable(),
  socialLinks: z.array(socialLinkInput).max(SOCIAL_LINKS_MAX),
  blocks: z.array(importBlockSchema).max(LIMITS.importBlocksMax, { message: `No se pueden importar más de ${LIMITS.importBlocksMax} bloques` }),
  skipped: z.array(skippedSchema).max(LIMITS.importBlocksMax),
});
export type ImportPreview = z.output<typeof importPreviewSchema>;

/** The preview as the API answers it: the same fields, already checked (no transforms to run). */
export const importPreviewAnswerSchema = z.object({
  source: z.enum(IMPORT_SOURCES),
  title: z.string(),
  bio: z.string(),
  profileImageUrl: z.string().nullable(),
  socialLinks: pageSchema.shape.socialLinks,
  blocks: z.array(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('link'), title: z.string(), url: z.string(), visible: z.boolean() }),
      z.object({ type: z.literal('heading'), text: z.string(), visible: z.boolean() }),
    ]),
  ),
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
});

/** `POST /api/import/preview` with JSON: the address of a page to read. */
export const importUrlSchema = z.object({ url: z.string({ message: 'Escribe la dirección de la página' }).trim().min(1, { message: 'Escribe la dirección de la página' }).max(LIMITS.urlMax) });

/** `POST /api/import`: the preview (possibly with entries removed) and where it goes. */
export const importRequestSchema = z.object({
  preview: importPreviewSchema,
  target: z.discriminatedUnion('kind', [z.object({ kind: z.literal('new') }), z.object({ kind: z.literal('append'), pageId: z.number().int().positive() })]),
});
