import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random opaque token (refresh tokens, confirmation links): 256 bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an opaque token: a leaked table does not give usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The refresh token that replaces `parent`: derived from it with the server key, so a client that
 * retries with the parent inside the grace window gets the same child back without the database
 * ever holding a usable token. Nobody without the key can compute it.
 */
export function childRefreshToken(key: Uint8Array, parent: string): string {
  return createHmac('sha256', key).update(`refresh-token:${parent}`).digest('base64url');
}
