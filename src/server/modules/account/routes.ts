import { Readable } from 'node:stream';
import { utcDay } from '@shared/days';
import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountSchema, deleteAccountSchema, deletionReportSchema } from '@shared/schemas/account';
import { accountSessionListSchema, mfaStatusSchema, recoveryCodesSchema } from '@shared/schemas/security';
import { z } from '@shared/zod';
import { AppError, MESSAGES } from '../../errors';
import { publicOrigin } from '../../lib/public-origin';
import type { HeavyWork } from '../heavy-work/heavy-work';
import type { AccountsContext } from './accounts-context';
import { createRecoveryCodes } from '../auth/mfa-recovery-codes';
import { getMfaStatus } from '../auth/mfa-status';
import { checkOwnPassword } from './check-password';
import { endSession } from './end-session';
import { deleteAccount } from './delete-account';
import { exportAccount } from './export-account';
import { exportFiles } from './export-files';
import { getAccount } from './get-account';
import { listSessions } from './list-sessions';

/** Served to a session that still owes its second step or its enrolment (decision 920). */
const beforeSecondStep = { assurance: 'any' } as const;
/** Account security: a session only, never a personal API token (decision 990). */
const sessionOnly = { sessionOnly: true } as const;
const today = () => utcDay(Date.now());

/**
 * 'Mi cuenta': who I am, download my data (JSON and a ZIP of my files), delete my account; two-step
 * verification's status and recovery codes; my sessions.
 */
export async function accountRoutes(app: FastifyInstance, { accounts, heavy }: { accounts: AccountsContext; heavy: HeavyWork }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/account', { config: beforeSecondStep, schema: { response: { 200: accountSchema } } }, (request) =>
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
    { config: sessionOnly, schema: { body: deleteAccountSchema, response: { 200: deletionReportSchema } } },
    async (request) => {
      const caller = request.signedInUser;
      await checkOwnPassword(accounts, caller, request.body.password);
      return deleteAccount(accounts, caller.id);
    },
  );

  const embeddedOnly = () => {
    if (!accounts.embedded) throw new AppError(409, 'hosted_users', MESSAGES.hostedUsers);
  };

  r.get('/api/account/mfa', { config: { ...beforeSecondStep, ...sessionOnly }, schema: { response: { 200: mfaStatusSchema } } }, async (request) => {
    if (!accounts.embedded) return { enrolled: false, required: false, recoveryCodesLeft: 0, recoveryCodes: false };
    return getMfaStatus(accounts.db, request.signedInUser.id);
  });

  r.post('/api/account/mfa/recovery-codes', { config: sessionOnly, schema: { response: { 200: recoveryCodesSchema } } }, async (request) => {
    embeddedOnly();
    return createRecoveryCodes(accounts.db, request.signedInUser);
  });

  r.get('/api/account/sessions', { config: sessionOnly, schema: { response: { 200: accountSessionListSchema } } }, async (request) => {
    embeddedOnly();
    return listSessions(accounts, request.signedInUser);
  });

  r.delete('/api/account/sessions/:id', { config: sessionOnly, schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    embeddedOnly();
    await endSession(accounts, request.signedInUser, request.params.id);
    return reply.status(204).send();
  });
}
