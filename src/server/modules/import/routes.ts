import { utcDay } from '@shared/days';
import contentDisposition from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importPreviewAnswerSchema, importRequestSchema, importUrlSchema } from '@shared/schemas/import';
import { pageSchema } from '@shared/schemas/page';
import { PAGE_EXPORT_DOCUMENT, pageExportJsonSchema, pageExportSummarySchema } from '@shared/schemas/page-export';
import { idParam } from '@shared/schemas/api';
import { z } from '@shared/zod';
import type { AppContext } from '../../context';
import { AppError, MESSAGES, badRequest } from '../../errors';
import type { OutboundClient } from '../../lib/outbound';
import { publicOrigin } from '../../lib/public-origin';
import type { StorageContext } from '../storage/storage-context';
import { UploadRejected, acceptUploads, readUpload } from '../storage/read-upload';
import { zipStream } from '../../lib/zip-stream';
import { exportPage } from './export-page';
import { importPage } from './import-page';
import { importPageExport, summarisePageExport } from './import-page-export';
import { PAGE_EXPORT_MAX_BYTES, PAGE_EXPORT_MESSAGES, readPageExport } from './read-page-export';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, previewFromFile, previewFromUrl } from './preview-import';


/**
 * Issue 37's import: POST /api/import/preview (multipart `file`: a saved page; or JSON `{"url"}`:
 * a page the server reads through the guarded client) answers what would be created and writes
 * nothing; POST /api/import takes that preview back, possibly with entries removed, and creates it.
 */
type ImportOptions = { ctx: AppContext; outbound: OutboundClient; storage: StorageContext; publicUrl: string | undefined };

/** The JSON Schema of a page export's document, public (also in docs/schemas/page-export.json). */
export async function pageExportSchemaRoute(app: FastifyInstance) {
  const schema = JSON.stringify(pageExportJsonSchema(), null, 2);
  app.get('/api/schemas/page-export.json', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/schema+json').send(schema),
  );
}

export async function importRoutes(app: FastifyInstance, options: ImportOptions) {
  await app.register(previewRoute, options);
  await app.register(pageExportImportRoute, options);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // 'Exportar página': a ZIP with linkhub-page.json and the files the page and its subpages use.
  r.get(
    '/api/pages/:id/export',
    { compress: false, schema: { params: z.object({ id: idParam }) }, preHandler: options.ctx.heavy.hook() },
    async (request, reply) => {
      const { document, files } = await exportPage(options.ctx.db, request.signedInUser.id, request.params.id);
      const zip = zipStream([
        { name: PAGE_EXPORT_DOCUMENT, data: Buffer.from(JSON.stringify(document, null, 2)) },
        ...files.map((file) => ({ name: file.path, mtime: file.mtime, open: () => options.storage.store.read(file.storedName) })),
      ]);
      return reply
        .header('content-disposition', contentDisposition(`linkhub-pagina-${document.pages[0]!.slug}-${utcDay(Date.now())}.zip`))
        .header('cache-control', 'no-store')
        .type('application/zip')
        .send(zip);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/import',
    // Reading a page and creating many blocks are heavy jobs: one at a time per account (decision 867).
    { schema: { body: importRequestSchema, response: { 201: pageSchema } }, preHandler: options.ctx.heavy.hook() },
    async (request, reply) => {
      const room = { storage: options.storage, outbound: options.outbound, origin: publicOrigin(request, options.publicUrl) };
      return reply.status(201).send(await importPage(options.ctx, room, request.signedInUser.id, request.body));
    },
  );
}

/**
 * POST /api/import/page-export: a LinkHub page export (multipart `file`, a .zip or its .json, up to
 * 50 MB) recreated in the caller's account; with `?preview=1` it answers what it would create and
 * writes nothing. Its own scope for its size limit.
 */
async function pageExportImportRoute(app: FastifyInstance, { ctx, outbound, storage, publicUrl }: ImportOptions) {
  await acceptUploads(app, () => new AppError(413, 'page_export_too_large', PAGE_EXPORT_MESSAGES.tooLarge), PAGE_EXPORT_MAX_BYTES);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/import/page-export',
    {
      schema: { querystring: z.object({ preview: z.enum(['1']).optional() }), response: { 200: pageExportSummarySchema, 201: pageSchema } },
      preHandler: ctx.heavy.hook(),
    },
    async (request, reply) => {
      const user = request.signedInUser;
      const upload = await readImportFile(request, () => new AppError(413, 'page_export_too_large', PAGE_EXPORT_MESSAGES.tooLarge));
      const exported = readPageExport(upload.bytes);
      if (request.query.preview) return reply.status(200).send(summarisePageExport(exported));
      const room = { storage, outbound, origin: publicOrigin(request, publicUrl) };
      return reply.status(201).send(await importPageExport(ctx, room, user.id, exported));
    },
  );
}

/** Its own scope: it takes a file (multipart, 5 MB) or a JSON body, read by hand as the uploads' scope does. */
async function previewRoute(app: FastifyInstance, { ctx, outbound }: { ctx: AppContext; outbound: OutboundClient }) {
  await acceptUploads(app, () => new AppError(413, 'import_file_too_large', IMPORT_MESSAGES.fileTooLarge), IMPORT_MAX_BYTES);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/import/preview',
    { schema: { response: { 200: importPreviewAnswerSchema } }, preHandler: ctx.heavy.hook() },
    async (request) => {
      if (request.isMultipart()) {
        const upload = await readImportFile(request, () => new AppError(413, 'import_file_too_large', IMPORT_MESSAGES.fileTooLarge));
        return previewFromFile(upload.bytes);
      }
      const body = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw body ? badRequest('invalid_json', MESSAGES.invalidJson) : badRequest('empty_body', MESSAGES.emptyBody);
      }
      const parsed = importUrlSchema.safeParse(json);
      if (!parsed.success) throw badRequest('invalid_data', parsed.error.issues[0]?.message ?? MESSAGES.invalidData);
      return previewFromUrl(outbound, parsed.data.url);
    },
  );
}

/** The multipart `file` of an import, its refusals in the API's shape; `tooLarge` names the route's own limit. */
async function readImportFile(request: FastifyRequest, tooLarge: () => AppError) {
  try {
    return await readUpload(request, 'file');
  } catch (error) {
    if (!(error instanceof UploadRejected)) throw error;
    if (error.reason === 'too-large') throw tooLarge();
    throw error.reason === 'missing-file'
      ? badRequest('import_file_missing', IMPORT_MESSAGES.missingFile)
      : badRequest('invalid_data', MESSAGES.invalidData);
  }
}
