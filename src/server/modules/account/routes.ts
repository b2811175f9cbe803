import { Readable } from 'node:stream';
import { utcDay } from '@shared/days';
import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountSchema, deleteAccountSchema, deletionReportSchema } from '@shared/schemas/account';
import { publicOrigin } from '../../lib/public-origin';
import type { HeavyWork } from '../heavy-work/heavy-work';
import type { AccountsContext } from './accounts-context';
import { checkOwnPassword } from './check-password';
import { deleteAccount } from './delete-account';
import { exportAccount } from './export-account';
import { exportFiles } from './export-files';
import { getAccount } from './get-account';

const today = () => utcDay(Date.now());

/** 'Mi cuenta': who I am, download my data (JSON and a ZIP of my files), delete my account. */
export async function accountRoutes(app: FastifyInstance, { accounts, heavy }: { accounts: AccountsContext; heavy: HeavyWork }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/account', { schema: { response: { 200: accountSchema } } }, (request) =>
    getAccount(accounts, request.signedInUser),
  );

  r.get('/api/account/export', { preHandler: heavy.hook() }, async (request, reply) => {
    // Streamed as it is read (decision 868).
    const document = Readable.from(exportAccount(accounts, request.signedInUser, publicOrigin(request, accounts.publicUrl)));
    return reply
      .header('content-disposition', contentDisposition(`linkhub-datos-${today()}.json`))
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(document);
  });

  r.get('/api/account/export/files', { compress: false, preHandler: heavy.hook() }, async (request, reply) => {
    const zip = await exportFiles(accounts, request.signedInUser.id);
    return reply
      .header('content-disposition', contentDisposition(`linkhub-archivos-${today()}.zip`))
      .header('cache-control', 'no-store')
      .type('application/zip')
      .send(zip);
  });

  r.delete(
    '/api/account',
    { schema: { body: deleteAccountSchema, response: { 200: deletionReportSchema } } },
    async (request) => {
      const caller = request.signedInUser;
      await checkOwnPassword(accounts, caller, request.body.password);
      return deleteAccount(accounts, caller.id);
    },
  );
}
