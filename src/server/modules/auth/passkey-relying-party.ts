/**
 * The WebAuthn relying party: this site's origin and its host name as the RP ID (decision 930).
 * The origin is PUBLIC_URL; without it (development, tests), the request's own origin, whose Host
 * the host guard has accepted and whose protocol only a trusted proxy may set (publicOrigin).
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(origin: string, siteName: string): RelyingParty {
  const url = new URL(origin);
  return { id: url.hostname, origin: url.origin, name: siteName };
}

/** A passkey ceremony takes at most this long. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
