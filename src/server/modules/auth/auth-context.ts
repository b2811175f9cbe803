import type { ActiveSessions } from '../../auth/active-sessions';
import type { ChangeBus } from '../../changes/change-bus';
import type { CounterStore } from '../../counters/counters';
import type { Database } from '../../db/client';
import type { SignupMode } from '@shared/schemas/account';
import type { FailedSignIns } from './failed-sign-ins';
import type { MailThrottle } from './mail-throttle';
import type { MfaAttempts } from './mfa-attempts';
import type { Mailer } from './mailer';

/** What the auth service's use cases need. */
export interface AuthContext {
  db: Database;
  /** HS256 key of access tokens (the one the API's verifier checks). */
  jwtKey: Uint8Array;
  sessions: ActiveSessions;
  /** Ended sessions and account changes are announced here (decision 830). */
  changes: ChangeBus;
  /** Counts shared by every instance: take a counter for any new per-address or per-account limit. */
  counters: CounterStore;
  /** Set when the site mails (SMTP_URL): sign-ups confirm their e-mail. Null: accounts are confirmed at once. */
  mail: MailSetup | null;
  siteName: string;
  /** Wrong passwords per account (decision 801). */
  failedSignIns: FailedSignIns;
  /** Mails per address (decision 110). */
  mails: MailThrottle;
  /** Second-step codes per account (decision 920). */
  mfaAttempts: MfaAttempts;
  /** SIGNUPS: who may sign up until an admin chooses in /admin (decision 115). */
  defaultSignups: SignupMode;
  /** ADMIN_EMAILS, normalised (decision 116). */
  adminEmails: ReadonlySet<string>;
  /** PASSWORD_SIGNIN: false leaves single sign-on (and passkeys) only; passwords are refused. */
  passwordSignIn: boolean;
}

/** The auth service's mail: how it is sent and the origin of every link in it. */
interface MailSetup {
  mailer: Mailer;
  /** PUBLIC_URL: a mailed link never takes its origin from a request's headers (decision 119). */
  origin: string;
}

/** Where a call came from: the public origin (issuer, the verify redirect) and the client, kept on sessions. */
export interface CallInfo {
  origin: string;
  ip: string;
  userAgent: string | null;
}
