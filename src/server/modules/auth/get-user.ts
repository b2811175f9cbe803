import type { AuthContext } from './auth-context';
import { authenticate } from './authenticate';
import { listFactors } from './mfa-factors';
import { toUserDto } from './user-dto';

/** GET /auth/v1/user: the signed-in user, while the token's session lasts. */
export async function getUser(auth: AuthContext, authorization: string | undefined) {
  const { user } = await authenticate(auth, authorization);
  return toUserDto(user, await listFactors(auth.db, user.id));
}
