import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importPreviewAnswerSchema, importRequestSchema, importUrlSchema } from '@shared/schemas/import';
import { pageSchema } from '@shared/schemas/page';
import type { AppContext } from '../../context';
import { AppError, MESSAGES, badRequest } from '../../errors';
import type { OutboundClient } from '../../lib/outbound';
import { publicOrigin } from '../../lib/public-origin';
import { requireUser } from '../../plugins/auth';
import type { StorageContext } from '../storage/storage-context';
import { UploadRejected, acceptUploads, readUpload } from '../storage/read-upload';
import { importPage } from './import-page';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, previewFromFile, previewFromUrl } from './preview-import';

const signedIn = { auth: 'required' } as const;

/**
 * Issue 37's import: POST /api/import/preview (multipart `file`: a saved page; or JSON `{"url"}`:
 * a page the server reads through the guarded client) answers what would be created and writes
 * nothing; POST /api/import takes that preview back, possibly with entries removed, and creates it.
 */
export async function importRoutes(app: FastifyInstance, options: { ctx: AppContext; outbound: OutboundClient; storage: StorageContext; publicUrl: string | undefined }) {
  await app.register(previewRoute, options);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/import',
    // Reading a page and creating many blocks are heavy jobs: one at a time per account (decision 867).
    { config: signedIn, schema: { body: importRequestSchema, response: { 201: pageSchema } }, preHandler: options.ctx.heavy.hook() },
    async (request, reply) => {
      const room = { storage: options.storage, outbound: options.outbound, origin: publicOrigin(request, options.publicUrl) };
      return reply.status(201).send(await importPage(options.ctx, room, requireUser(request).id, request.body));
    },
  );
}

/** Its own scope: it takes a file (multipart, 5 MB) or a JSON body, read by hand as the uploads' scope does. */
async function previewRoute(app: FastifyInstance, { ctx, outbound }: { ctx: AppContext; outbound: OutboundClient }) {
  await acceptUploads(app, () => new AppError(413, IMPORT_MESSAGES.fileTooLarge), IMPORT_MAX_BYTES);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/import/preview',
    { config: signedIn, schema: { response: { 200: importPreviewAnswerSchema } }, preHandler: ctx.heavy.hook() },
    async (request) => {
      requireUser(request);
      if (request.isMultipart()) {
        let upload;
        try {
          upload = await readUpload(request, 'file');
        } catch (error) {
          if (!(error instanceof UploadRejected)) throw error;
          if (error.reason === 'too-large') throw new AppError(413, IMPORT_MESSAGES.fileTooLarge);
          throw badRequest(error.reason === 'missing-file' ? IMPORT_MESSAGES.missingFile : MESSAGES.invalidData);
        }
        return previewFromFile(upload.bytes);
      }
      const body = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw badRequest(body ? MESSAGES.invalidJson : MESSAGES.emptyBody);
      }
      const parsed = importUrlSchema.safeParse(json);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.invalidData);
      return previewFromUrl(outbound, parsed.data.url);
    },
  );
}
