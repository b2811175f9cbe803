import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PASSKEY_MESSAGES } from '@shared/sign-in-methods';
import { newPasskeySchema, passkeyOptionsSchema, passkeySchema } from '@shared/schemas/passkeys';
import { z } from '@shared/zod';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { publicOrigin } from '../../lib/public-origin';
import type { AccountsContext } from '../account/accounts-context';
import type { AuthContext, CallInfo } from './auth-context';
import { deletePasskey, listPasskeys } from './passkey-list';
import { passkeyRegistrationOptions, registerPasskey } from './passkey-register';
import { relyingParty } from './passkey-relying-party';
import { stepUpForPasskey } from './passkey-step-up';
import { passkeySignInOptions, signInWithPasskey } from './passkey-sign-in';

export interface PasskeySignInRoutesOptions {
  auth: AuthContext;
  info: (request: FastifyRequest) => CallInfo;
  limit: { rateLimit: { max: number; timeWindow: number } };
}

/** Sign-in with a passkey, inside the auth routes (/auth/v1, Supabase-shaped errors). */
export async function passkeySignInRoutes(app: FastifyInstance, { auth, info, limit }: PasskeySignInRoutesOptions) {
  app.post('/passkey/options', { config: limit }, async (request) => passkeySignInOptions(auth, relyingParty(info(request).origin, auth.siteName)));
  app.post('/passkey/verify', { config: limit }, async (request) => {
    const call = info(request);
    const body = (request.body ?? {}) as { credential?: unknown };
    return signInWithPasskey(auth, call, relyingParty(call.origin, auth.siteName), { credential: body.credential });
  });
}

export interface PasskeyAccountRoutesOptions {
  db: Database;
  accounts: AccountsContext;
  siteName: string;
  publicUrl: string | undefined;
}

const idParams = z.object({ id: z.uuid({ message: PASSKEY_MESSAGES.notFound }) });
/** Account security: a session only, never a personal API token (decision 990). */
const sessionOnly = { sessionOnly: true } as const;

/** 'Mi cuenta' > 'Llaves de acceso': the caller's passkeys, added and removed (embedded sign-in only; in the signed-in scope). */
export async function passkeyAccountRoutes(app: FastifyInstance, { db, accounts, siteName, publicUrl }: PasskeyAccountRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rp = (request: FastifyRequest) => relyingParty(publicOrigin(request, publicUrl), siteName);

  r.get('/api/account/passkeys', { config: sessionOnly, schema: { response: { 200: z.array(passkeySchema) } } }, (request) =>
    listPasskeys(db, request.signedInUser.id),
  );

  // A recent sign-in or the current password first (decision 993).
  r.post('/api/account/passkeys/options', { config: sessionOnly, schema: { body: passkeyOptionsSchema } }, async (request) => {
    await stepUpForPasskey(accounts, request.signedInUser, request.body?.currentPassword);
    return passkeyRegistrationOptions(db, rp(request), request.signedInUser.id);
  });

  r.post(
    '/api/account/passkeys',
    { config: sessionOnly, schema: { body: newPasskeySchema, response: { 201: passkeySchema } } },
    async (request, reply) => {
      const passkey = await registerPasskey(db, rp(request), request.signedInUser.id, request.body);
      return reply.status(201).send(passkey);
    },
  );

  r.delete('/api/account/passkeys/:id', { config: sessionOnly, schema: { params: idParams } }, async (request, reply) => {
    if (!(await deletePasskey(db, request.signedInUser.id, request.params.id))) throw new AppError(404, 'passkey_not_found', PASSKEY_MESSAGES.notFound);
    return reply.status(204).send();
  });
}
