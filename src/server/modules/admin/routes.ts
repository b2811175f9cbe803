import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSettingsSchema,
  adminUserListSchema,
  adminUserQuerySchema,
  adminUserSchema,
  deletionReportSchema,
  invitationSchema,
  newInvitationSchema,
  recoveryLinkSchema,
  updateAdminSettingsSchema,
  userStatusSchema,
} from '@shared/schemas/account';
import { z } from '@shared/zod';
import { AppError, MESSAGES } from '../../errors';
import { publicOrigin } from '../../lib/public-origin';
import type { AccountsContext } from '../account/accounts-context';
import { deleteAccount } from '../account/delete-account';
import { isAdmin } from '../account/get-account';
import { createRecoveryLink } from '../auth/links';
import { getMfaRequired, setMfaRequired } from '../auth/mfa-requirement';
import { createInvitation, deleteInvitation, listInvitations } from '../signups/invitations';
import { getSignupMode, setSignupMode } from '../signups/signup-mode';
import { findAdminUser, listUsers } from './list-users';
import { setUserDisabled } from './set-user-disabled';

const byId = z.object({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userNotFound = () => new AppError(404, 'user_not_found', MESSAGES.userNotFound);

/**
 * /api/admin: the instance admin's tools (decision 116). Anonymous callers get 401 like every
 * signed-in route; signed-in callers who are not admins get the API's 404 for an unknown route, so
 * the tools do not show they exist. With a hosted project, what needs its user database answers
 * 409 saying so.
 */
export async function adminRoutes(app: FastifyInstance, { accounts }: { accounts: AccountsContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The instance's tools need the admin's own session: a personal API token never reaches them (decision 992).
  const admin = { admin: true, sessionOnly: true } as const;

  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.admin) return;
    if (!(await isAdmin(accounts, request.signedInUser))) throw new AppError(404, 'route_not_found', MESSAGES.routeNotFound);
  });

  const embeddedOnly = () => {
    if (!accounts.embedded) throw new AppError(409, 'hosted_users', MESSAGES.hostedUsers);
  };
  const userId = (request: FastifyRequest<{ Params: { id: string } }>) => {
    embeddedOnly();
    if (!UUID.test(request.params.id)) throw userNotFound();
    return request.params.id.toLowerCase();
  };

  const settings = async () => ({
    signups: accounts.embedded ? await getSignupMode(accounts.db, accounts.defaultSignups) : ('open' as const),
    embeddedAuth: accounts.embedded !== null,
    mailEnabled: accounts.embedded ? accounts.embedded.mailEnabled : true,
    requireMfa: accounts.embedded ? await getMfaRequired(accounts.db) : false,
  });

  r.get('/api/admin/settings', { config: admin, schema: { response: { 200: adminSettingsSchema } } }, settings);

  r.put(
    '/api/admin/settings',
    { config: admin, schema: { body: updateAdminSettingsSchema, response: { 200: adminSettingsSchema } } },
    async (request) => {
      embeddedOnly();
      const { signups, requireMfa } = request.body;
      if (signups !== undefined) await setSignupMode(accounts.db, signups);
      if (requireMfa !== undefined) await setMfaRequired(accounts.db, accounts.changes, requireMfa);
      return settings();
    },
  );

  r.get('/api/admin/users', { config: admin, schema: { querystring: adminUserQuerySchema, response: { 200: adminUserListSchema } } }, async (request) => {
    embeddedOnly();
    return listUsers(accounts.db, request.query);
  });

  r.patch(
    '/api/admin/users/:id',
    { config: admin, schema: { params: byId, body: userStatusSchema, response: { 200: adminUserSchema } } },
    async (request) => {
      const id = userId(request);
      if (request.body.disabled && id === request.signedInUser.id) throw new AppError(409, 'cannot_disable_self', MESSAGES.cannotDisableSelf);
      if (!(await setUserDisabled(accounts, id, request.body.disabled))) throw userNotFound();
      const user = await findAdminUser(accounts.db, id);
      if (!user) throw userNotFound();
      return user;
    },
  );

  r.delete('/api/admin/users/:id', { config: admin, schema: { params: byId, response: { 200: deletionReportSchema } } }, async (request) => {
    const id = userId(request);
    if (id === request.signedInUser.id) throw new AppError(409, 'cannot_delete_self', MESSAGES.cannotDeleteSelf);
    if (!(await findAdminUser(accounts.db, id))) throw userNotFound();
    return deleteAccount(accounts, id);
  });

  r.post(
    '/api/admin/users/:id/recovery-link',
    { config: admin, schema: { params: byId, response: { 201: recoveryLinkSchema } } },
    async (request, reply) => {
      const id = userId(request);
      const recovery = await createRecoveryLink(accounts.db, id, publicOrigin(request, accounts.publicUrl));
      if (!recovery) throw userNotFound();
      return reply.status(201).send({ link: recovery.link, expiresAt: recovery.expiresAt.toISOString() });
    },
  );

  r.get('/api/admin/invitations', { config: admin, schema: { response: { 200: z.array(invitationSchema) } } }, async () => {
    embeddedOnly();
    return listInvitations(accounts.db);
  });

  r.post('/api/admin/invitations', { config: admin, schema: { response: { 201: newInvitationSchema } } }, async (request, reply) => {
    embeddedOnly();
    const invitation = await createInvitation(accounts.db, request.signedInUser.id, publicOrigin(request, accounts.publicUrl));
    return reply.status(201).send(invitation);
  });

  r.delete('/api/admin/invitations/:id', { config: admin, schema: { params: byId } }, async (request, reply) => {
    embeddedOnly();
    if (!UUID.test(request.params.id) || !(await deleteInvitation(accounts.db, request.params.id.toLowerCase()))) {
      throw new AppError(404, 'invitation_not_found', MESSAGES.invitationNotFound);
    }
    return reply.status(204).send();
  });
}
