import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/token-verifier';
import { users } from '../../db/schema';
import { AppError, MESSAGES } from '../../errors';
import { AuthError } from '../auth/auth-error';
import { verifyPassword } from '../auth/passwords';
import type { AccountsContext } from './accounts-context';

/**
 * The caller's own password, asked before the account is deleted. Embedded: the stored hash, with
 * wrong tries counted as wrong sign-ins (decision 801). Hosted: the project's token endpoint says
 * whether it is right, and the session that made is ended again (decision 113).
 */
export async function checkOwnPassword(ctx: AccountsContext, caller: AuthUser, password: string): Promise<void> {
  if (ctx.embedded) {
    const failed = ctx.embedded.failedSignIns;
    const [row] = await ctx.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, caller.id));
    if (!row) throw new AppError(401, 'account_gone', MESSAGES.accountGone);
    try {
      await failed.attempt(row.email);
    } catch (error) {
      if (error instanceof AuthError) throw new AppError(429, 'too_many_wrong_passwords', error.message);
      throw error;
    }
    if (!(await verifyPassword(row.passwordHash, password))) {
      throw new AppError(400, 'wrong_password', MESSAGES.wrongPassword);
    }
    await failed.succeeded(row.email);
    return;
  }
  if (!ctx.hosted || !caller.email) throw new AppError(400, 'wrong_password', MESSAGES.wrongPassword);
  await checkWithProject(ctx.hosted, caller.email, password);
}

async function checkWithProject(project: { supabaseUrl: string; anonKey: string }, email: string, password: string) {
  const headers = { apikey: project.anonKey, authorization: `Bearer ${project.anonKey}`, 'content-type': 'application/json' };
  let response: Response;
  try {
    response = await fetch(`${project.supabaseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new AppError(502, 'password_check_unavailable', MESSAGES.passwordCheckUnavailable);
  }
  if (response.status === 400 || response.status === 401 || response.status === 422) throw new AppError(400, 'wrong_password', MESSAGES.wrongPassword);
  if (response.status === 429) throw new AppError(429, 'too_many_wrong_passwords', MESSAGES.tooManyWrongPasswords(5));
  if (!response.ok) throw new AppError(502, 'password_check_unavailable', MESSAGES.passwordCheckUnavailable);
  const session = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
  if (typeof session?.access_token === 'string') {
    await fetch(`${project.supabaseUrl}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${session.access_token}` },
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
  }
}
