import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { smtpMailer } from '../modules/auth/mailer';
import type { EmbeddedAuthOptions, HostedAuthOptions } from '../app';
import { ActiveSessions } from './active-sessions';
import { resolveJwtSecret } from './jwt-secret';
import { type TokenVerifier, hostedVerifier, hs256Verifier } from './token-verifier';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * Picks who signs users in: a hosted Supabase project (SUPABASE_URL and SUPABASE_ANON_KEY) whose
 * tokens the API verifies by JWKS or secret, or the embedded auth service (the default).
 */
export function authSetup(
  config: AppConfig,
  db: Database,
): { verifier: TokenVerifier; embeddedAuth?: EmbeddedAuthOptions; hosted?: HostedAuthOptions } {
  if (config.hosted) {
    return {
      verifier: hostedVerifier({
        jwksUrl: `${config.hosted.url}/auth/v1/.well-known/jwks.json`,
        jwtSecret: config.hosted.jwtSecret,
      }),
      hosted: { supabaseUrl: config.hosted.url, anonKey: config.hosted.anonKey },
    };
  }
  const jwtSecret = resolveJwtSecret(config.authJwtSecret, config.dataDir);
  const sessions = new ActiveSessions(db);
  const from = config.smtpFrom ?? `${config.siteName} <no-reply@${config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost'}>`;
  return {
    verifier: hs256Verifier(jwtSecret, sessions),
    embeddedAuth: {
      jwtSecret,
      sessions,
      mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, from) : null,
      rateLimits: {
        token: { max: config.rateLimits.token, timeWindowMs: FIVE_MINUTES },
        signup: { max: config.rateLimits.signup, timeWindowMs: FIVE_MINUTES },
        recover: { max: config.rateLimits.recover, timeWindowMs: FIVE_MINUTES },
        verify: { max: config.rateLimits.verify, timeWindowMs: FIVE_MINUTES },
      },
    },
  };
}
