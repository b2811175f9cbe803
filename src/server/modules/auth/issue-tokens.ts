import type { AuthSessionRow, UserRow } from '../../db/schema';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from './access-token';
import type { AuthContext, CallInfo } from './auth-context';
import { listFactors } from './mfa-factors';
import { toUserDto } from './user-dto';

/** The Supabase session object: a fresh access token, the given refresh token and the user. */
export async function issueTokens(
  auth: AuthContext,
  info: CallInfo,
  user: UserRow,
  session: AuthSessionRow,
  refreshToken: string,
) {
  const now = Math.floor(Date.now() / 1000);
  const { token, expiresAt } = await signAccessToken(auth.jwtKey, {
    issuer: `${info.origin}/auth/v1`,
    user,
    session,
    now,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toUserDto(user, await listFactors(auth.db, user.id)),
  };
}
