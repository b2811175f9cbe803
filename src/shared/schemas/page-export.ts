import { SENSITIVE_RATINGS } from '../access';
import { LIMITS } from '../constants';
import { z } from '../zod';
import { scheduleInstant } from './item';
import { pageSchema } from './page';

/**
 * A LinkHub page export (issue 37): `linkhub-page.json` in the ZIP that 'Exportar página' downloads,
 * or alone. A new optional field keeps the version; a changed or removed one bumps it. Its JSON
 * Schema is published at GET /api/schemas/page-export.json and kept in docs/schemas/.
 */
export const PAGE_EXPORT_FORMAT = { format: 'linkhub-page', version: 1 } as const;

/** The name of the document inside the ZIP. */
export const PAGE_EXPORT_DOCUMENT = 'linkhub-page.json';

const exportedItemSchema = z
  .object({
    type: z.string().max(40).meta({ description: 'The block type (link, heading, image, subpage...)' }),
    content: z.record(z.string(), z.unknown()).meta({ description: "The block's content; a subpage block's pageId is the subpage's ref" }),
    linkUrl: z.string().max(LIMITS.urlMax).nullable(),
    isSticky: z.boolean(),
    isVisible: z.boolean(),
    sensitive: z.enum(SENSITIVE_RATINGS).nullable().optional().meta({ description: "'Contenido sensible': what the owner marked (a lock's code is never carried)" }),
    visibleFrom: scheduleInstant.optional().meta({ description: 'Shown from (ISO 8601 with offset); absent or null: always' }),
    visibleUntil: scheduleInstant.optional().meta({ description: 'Shown until (ISO 8601 with offset); absent or null: always' }),
  })
  .meta({ id: 'ExportedBlock' });

/** A page of the export: its settings, appearance and social icons, with its blocks in order. */
const exportedPageSchema = pageSchema
  .omit({ id: true, userId: true, parentPageId: true, createdAt: true, updatedAt: true, hasPassword: true, sensitive: true })
  .extend({
    // Issue 38: optional, so exports from before them still import (Spanish, a person).
    language: pageSchema.shape.language.optional(),
    profileKind: pageSchema.shape.profileKind.optional(),
    sensitive: z.enum(SENSITIVE_RATINGS).nullable().optional().meta({ description: "'Contenido sensible' of the whole page (its password is never carried)" }),
    ref: z.number().int().positive().meta({ description: "This page's number inside the export" }),
    parentRef: z.number().int().positive().nullable().meta({ description: "The parent's ref for a subpage; null for the exported page" }),
    items: z.array(exportedItemSchema).max(LIMITS.importBlocksMax),
    status: pageSchema.shape.status.optional().meta({ description: "'draft' answers 404 to visitors until publishAt; absent: published" }),
    publishAt: scheduleInstant.optional(),
    redirect: z
      .object({
        item: z.number().int().positive().meta({ description: "The link block's place among this page's items (1 is the first)" }),
        from: scheduleInstant,
        until: scheduleInstant,
      })
      .nullable()
      .optional()
      .meta({ description: 'While in its window the page leads to that link block' }),
  })
  .meta({ id: 'ExportedPage' });

const exportedFileSchema = z
  .object({
    path: z.string().regex(/^files\/[A-Za-z0-9._-]+$/).meta({ description: "The file's name inside the ZIP" }),
    url: z.string().max(LIMITS.urlMax).meta({ description: 'The address the pages use for it; replaced by its new address on import' }),
    contentType: z.string().max(100),
    size: z.number().int().nonnegative(),
    fileName: z.string().max(255).nullable().meta({ description: "A PDF's download name" }),
  })
  .meta({ id: 'ExportedFile' });

export const pageExportSchema = z
  .object({
    format: z.literal(PAGE_EXPORT_FORMAT.format),
    version: z.literal(PAGE_EXPORT_FORMAT.version),
    exportedAt: z.string().max(40).meta({ description: 'When it was exported (ISO 8601)' }),
    /** The exported page first, then its subpages, each after its parent. */
    pages: z.array(exportedPageSchema).min(1).max(LIMITS.importBlocksMax),
    files: z.array(exportedFileSchema).max(LIMITS.importBlocksMax * 4),
  })
  .meta({ title: 'LinkHub page export', description: 'A page of LinkHub with its subpages, appearance, social icons and the files they use. Statistics, slug history, lock codes and passwords are not carried.' });
export type PageExport = z.infer<typeof pageExportSchema>;
export type ExportedPage = z.infer<typeof exportedPageSchema>;

/** The JSON Schema (draft 2020-12) of `linkhub-page.json`. */
export const pageExportJsonSchema = () => ({
  $id: 'https://linkhub.example/schemas/page-export.json',
  ...z.toJSONSchema(pageExportSchema, { target: 'draft-2020-12', io: 'output' }),
});

/** What importing an export would create: `POST /api/import/page-export?preview=1` answers it and writes nothing. */
export const pageExportSummarySchema = z.object({
  title: z.string(),
  pages: z.number().int(),
  blocks: z.number().int(),
  files: z.number().int(),
});
export type PageExportSummary = z.infer<typeof pageExportSummarySchema>;
